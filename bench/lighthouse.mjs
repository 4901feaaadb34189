// Lighthouse's mobile performance and accessibility scores of public pages, as a visitor without a session sees
// them. Lighthouse is not a project dependency (some 200 packages); it is fetched by npx on first use.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function scoresOf(url, dir) {
  const output = join(dir, 'report.json');
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      timeout: 180_000,
    },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const metric = (id) => report.audits[id].displayValue;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    FCP: metric('first-contentful-paint'),
    LCP: metric('largest-contentful-paint'),
    TBT: metric('total-blocking-time'),
    CLS: metric('cumulative-layout-shift'),
  };
}

/** One Lighthouse run per page (mobile, simulated throttling); a page Lighthouse could not measure says why. */
export async function lighthouseScores(base, paths) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const table = {};
  try {
    for (const path of paths) {
      try {
        table[path] = await scoresOf(base + path, dir);
      } catch (error) {
        // Lighthouse says what went wrong on standard error; the message only repeats the command.
        const said = String(error.stderr ?? '')
          .split('\n')
          .filter((line) => line.trim() !== '')
          .at(-1);
        table[path] = { error: said ?? String(error.message ?? error).split('\n')[0] };
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return table;
}
