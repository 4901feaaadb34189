// Prints the ordering-system manuals (HTML beside this script) to the PDFs the store links to.
// Usage: node tools/manuals/build-manuals.mjs   (CHROMIUM_PATH overrides /usr/bin/chromium)
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUTPUT_DIR = path.resolve(HERE, '../../apps/web/public/files');

/** The file names are the ones spec section 2 links from the resources menu. */
const MANUALS = [
  { source: 'ordering-manual.zh.html', output: 'Abinvivo_zh.pdf', footer: '第 <span class="pageNumber"></span> 页，共 <span class="totalPages"></span> 页' },
  {
    source: 'ordering-manual.en.html',
    output: 'AbinvivoOrderSystemOperatingInstruction.pdf',
    footer: 'Page <span class="pageNumber"></span> of <span class="totalPages"></span>',
  },
];

const footerTemplate = (text) =>
  `<div style="width:100%;font-size:8px;color:#7b8794;text-align:center;font-family:'Noto Sans CJK SC',sans-serif">${text}</div>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  await mkdir(OUTPUT_DIR, { recursive: true });
  const page = await browser.newPage();
  for (const manual of MANUALS) {
    await page.goto(pathToFileURL(path.join(HERE, manual.source)).href, { waitUntil: 'load' });
    // Fonts load lazily; printing before they are ready would embed a fallback face.
    await page.evaluate(() => document.fonts.ready);
    const target = path.join(OUTPUT_DIR, manual.output);
    await page.pdf({
      path: target,
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      displayHeaderFooter: true,
      headerTemplate: '<div></div>',
      footerTemplate: footerTemplate(manual.footer),
    });
    process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
  }
} finally {
  await browser.close();
}
