import type { PunchoutTransfer } from '@portal/domain';
import { randomBytes } from 'node:crypto';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The page that hands the cart to the buyer: a form of hidden fields posted at once to the buyer's address, with a
 * button for a browser that runs no script. Its policy lets this one page post to that one origin and run its one
 * script, which the portal's own pages (form-action 'self') never allow.
 */
export function transferPage(transfer: PunchoutTransfer, text: { title: string; continue: string }, language: string): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const inputs = transfer.fields.map((field) => `<input type="hidden" name="${escapeHtml(field.name)}" value="${escapeHtml(field.value)}">`).join('\n');
  const target = transfer.target ? ` target="${escapeHtml(transfer.target)}"` : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(text.title)}</title></head>
<body><form id="punchout-transfer" method="post" action="${escapeHtml(transfer.url)}" accept-charset="UTF-8"${target}>
${inputs}
<p>${escapeHtml(text.title)}</p><button type="submit">${escapeHtml(text.continue)}</button>
</form>
<script nonce="${nonce}">document.getElementById('punchout-transfer').submit();</script></body></html>`;
  const csp = [
    `default-src 'none'`,
    `script-src 'nonce-${nonce}'`,
    `form-action ${new URL(transfer.url).origin}`,
    `base-uri 'none'`,
    `frame-ancestors 'self'`,
  ].join('; ');
  return { html, csp };
}
