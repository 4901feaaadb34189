import { existsSync } from 'node:fs';

/** A font pdfkit can register: a file, and for a collection (.ttc) the face to take from it. */
type FontFace = { file: string; face?: string };
export type PdfFonts = { regular: FontFace; bold: FontFace; coversCjk: boolean } | null;

/**
 * Fonts tried in order. Chinese and Japanese names and addresses need a CJK font (Debian/Ubuntu: the
 * `fonts-noto-cjk` package); without one, DejaVu keeps accents, Greek and µ; without that, the built-in Helvetica.
 */
const CANDIDATES: readonly { regular: FontFace; bold: FontFace; coversCjk: boolean }[] = [
  {
    regular: { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
    bold: { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', face: 'NotoSansCJKsc-Bold' },
    coversCjk: true,
  },
  {
    regular: { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' },
    bold: { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' },
    coversCjk: false,
  },
];

let found: PdfFonts | undefined;

/** The best fonts this machine has, looked up once. `PDF_FONTS=builtin` forces Helvetica (tests of the fallback). */
export function pdfFonts(): PdfFonts {
  if (found === undefined) {
    found =
      process.env.PDF_FONTS === 'builtin'
        ? null
        : (CANDIDATES.find((candidate) => existsSync(candidate.regular.file) && existsSync(candidate.bold.file)) ?? null);
  }
  return found;
}

/** Text the chosen font can draw: characters it lacks become '?', so a PDF is never broken by one name. */
export function drawable(text: string, fonts: PdfFonts): string {
  if (fonts?.coversCjk) return text;
  if (fonts) return text.replace(/[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/g, '?');
  return text.replace(/[–—]/g, '-').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');
}
