export type TextPart = { text: string; match: boolean };

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits a text into plain and matched parts for the search words (case-insensitive, longest word first so
 * "PD-L1" wins over "PD"), so matches can be marked up by React without building HTML.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const usable = [...new Set(words.map((word) => word.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (usable.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const pattern = new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
