import { chromium } from 'playwright-core';
const [,, base, prefix, lang = 'en'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
const q = `?lang=${lang}`;
async function shot(name) { await page.waitForTimeout(600); await page.screenshot({ path: `/tmp/shots/${prefix}-${name}.png`, fullPage: true }); }
await page.goto(base + '/user/register' + q); await page.waitForLoadState('networkidle');
await page.locator('input[type=password]').first().fill('abc'); await shot('register');
await page.goto(base + '/user/login' + q); await page.waitForLoadState('networkidle');
await page.getByRole('tab').nth(1).click(); await shot('login-code');
const seg = page.locator('.ant-segmented-item').first(); await seg.click(); await shot('login-phone');
await page.goto(base + '/user/alteration' + q); await page.waitForLoadState('networkidle'); await shot('reset');
await browser.close();
