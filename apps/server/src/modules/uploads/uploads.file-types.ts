import { open } from 'node:fs/promises';
import { extname } from 'node:path';

export type SniffedType = { contentType: string; extension: string; image: boolean };

/** Binary types recognised by their content; the first extension is used when the name offers none of them. */
const BINARY_TYPES: Record<string, { extensions: string[]; image?: true }> = {
  'image/png': { extensions: ['png'], image: true },
  'image/jpeg': { extensions: ['jpg', 'jpeg'], image: true },
  'image/gif': { extensions: ['gif'], image: true },
  'image/webp': { extensions: ['webp'], image: true },
  'application/pdf': { extensions: ['pdf'] },
  'application/zip': { extensions: ['zip'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { extensions: ['xlsx'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { extensions: ['docx'] },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { extensions: ['pptx'] },
};

/** Legacy Office files share one container format, so only the name can tell which they are. */
const LEGACY_OFFICE: Record<string, string> = { xls: 'application/vnd.ms-excel', doc: 'application/msword', ppt: 'application/vnd.ms-powerpoint' };

/** Sequencing traces (ABIF) carry their own magic, which the sniffing library does not know. */
const ABIF_MAGIC = Buffer.from('ABIF');

/** Plain-text formats of the trade: tables and sequence files (FASTA, GenBank, ApE). */
const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  fasta: 'text/plain',
  fa: 'text/plain',
  gb: 'text/plain',
  gbk: 'text/plain',
  seq: 'text/plain',
  ape: 'text/plain',
};

/** Any tag or markup declaration: text that a browser could take for HTML, SVG or XML is refused. */
const MARKUP = /<\s*[A-Za-z!?/]/;

function extensionOf(name: string): string {
  return extname(name).slice(1).toLowerCase();
}

async function head(path: string, bytes: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

async function plainText(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const content = await file.readFile();
    if (content.includes(0)) return false;
    const text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    return !MARKUP.test(text);
  } catch {
    return false;
  } finally {
    await file.close();
  }
}

/**
 * What the file really is, judged by its content (security.md S13), or null when it is not a type the portal
 * keeps. The extension only chooses among names for the same content.
 */
export async function sniffFileType(path: string, originalName: string): Promise<SniffedType | null> {
  const named = extensionOf(originalName);
  // Loaded on first use, as uploads are rare next to the reads every start is for.
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(path);
  if (detected) {
    const known = BINARY_TYPES[detected.mime];
    if (known) {
      const extension = known.extensions.includes(named) ? named : (known.extensions[0] ?? detected.ext);
      return { contentType: detected.mime, extension, image: known.image === true };
    }
    const legacy = LEGACY_OFFICE[named];
    if (detected.mime === 'application/x-cfb' && legacy) return { contentType: legacy, extension: named, image: false };
    return null;
  }
  if (named === 'ab1' && (await head(path, ABIF_MAGIC.length)).equals(ABIF_MAGIC)) {
    return { contentType: 'application/octet-stream', extension: 'ab1', image: false };
  }
  const textType = TEXT_TYPES[named];
  if (textType && (await plainText(path))) return { contentType: `${textType}; charset=utf-8`, extension: named, image: false };
  return null;
}
