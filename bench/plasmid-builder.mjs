// The plasmid builder with a 10 kb design, in Chromium: how long the map takes to draw on opening, and how long an
// insertion takes from the click to the next painted frame (the cloning computed, the sites found again, the map
// redrawn). Every insertion is at a new position, so no result is reused. The floor is one empty frame, measured
// in the same page.
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OPENINGS = 5;
const INSERTIONS = 10;
const INSERT = 'ATGGTGAGCAAGGGCGAGGAGCTGTTCACCGGGGTGGTGCCCATCCTGGTCGAGCTGGACGGCGACGTAAACGGCCACAAGTTCAGCGTG'.repeat(10);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
};

/** pET-28a(+) and pEGFP-N1 joined, their features kept: a 10 kb design as a customer builds one. */
async function tenKilobaseDesign(base) {
  const backbone = async (id) => (await (await fetch(`${base}/jeecg-boot/by-plasmid/backbone/queryById?id=${id}`)).json()).result;
  const [first, second] = [await backbone('pet-28a'), await backbone('pegfp-n1')];
  const offset = first.sequence.length;
  const shifted = second.features.map((feature) => ({ ...feature, start: feature.start + offset, end: feature.end + offset }));
  return { name: 'pET-28a–pEGFP-N1 fusion', sequence: first.sequence + second.sequence, circular: true, features: [...first.features, ...shifted] };
}

/** Resolves on the first frame painted after `ready()` holds. */
const frameAfter = `(ready) => new Promise((resolve) => { const check = () => (ready() ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check)); check(); })`;

export async function builderTimings(base) {
  const design = await tenKilobaseDesign(base);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    // The builder restores a draft kept in the tab: the design opens as a customer's unsaved work does.
    await page.addInitScript((draft) => window.sessionStorage.setItem('portal:plasmid-draft:/design/0/0', draft), JSON.stringify(design));
    const map = page.getByTestId('plasmid-map');
    const openings = [];
    for (let run = 0; run < OPENINGS; run += 1) {
      const started = Date.now();
      await page.goto(`${base}/design/0/0`);
      await map
        .and(page.locator(`[data-length="${design.sequence.length}"]`))
        .locator('svg text')
        .first()
        .waitFor();
      openings.push(Date.now() - started);
    }
    await page.getByText('Gibson assembly').click();
    await page.getByLabel('Insert name').fill('insert');
    await page.getByLabel('Insert sequence (DNA, 5′→3′)').fill(INSERT);
    const insertions = [];
    let length = design.sequence.length;
    for (let run = 0; run < INSERTIONS; run += 1) {
      await page.getByLabel(/^Insert before base/).fill(String(500 + run * 911));
      length += INSERT.length;
      insertions.push(
        await page.evaluate(
          async ({ expected, waitFrame }) => {
            const afterFrame = eval(waitFrame);
            const started = performance.now();
            document.querySelector('[data-testid="insert-submit"]').click();
            const painted = await afterFrame(() => document.querySelector('[data-testid="plasmid-map"]')?.dataset.length === String(expected));
            return painted - started;
          },
          { expected: length, waitFrame: frameAfter },
        ),
      );
    }
    const floor = await page.evaluate(async (waitFrame) => {
      const started = performance.now();
      return (await eval(waitFrame)(() => true)) - started;
    }, frameAfter);
    return {
      'design (bp / features)': `${design.sequence.length} / ${design.features.length}`,
      [`open the builder, map drawn (median of ${OPENINGS}; the HTML may come from the page cache after the first, the map is drawn anew each time; ms)`]:
        median(openings),
      [`insertion to painted map (median of ${INSERTIONS}, ms)`]: median(insertions),
      'insertion, slowest (ms)': Math.round(Math.max(...insertions)),
      'empty frame, floor (ms)': Math.round(floor),
    };
  } finally {
    await browser.close();
  }
}
