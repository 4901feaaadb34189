import { randomBytes } from 'node:crypto';

export type Part = { name: string; content: Buffer | string; filename?: string; contentType?: string };

/** A multipart/form-data body as a browser sends it, built by hand so a test can send what no browser would. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename === undefined ? `form-data; name="${part.name}"` : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1 x 1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const SVG = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
export const HTML = '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>';
export const FASTA = '>pUC19 fragment\nATGCGTACGTTAGC\nGGCATCGATCGA\n';
