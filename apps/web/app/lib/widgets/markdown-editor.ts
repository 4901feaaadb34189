/** Spec section 9: the markdown editor is 300 px high (never under 200 px) and takes one image at a time. */
export const MARKDOWN_EDITOR = { height: 300, minHeight: 200, imageLimit: 1 } as const;

/** The folder key the editor's images go to (spec section 7: `biz` jeditor). */
export const MARKDOWN_IMAGE_FOLDER = 'jeditor';

export function markdownImage(url: string): string {
  // Brackets and spaces would end the link early; encoding them keeps the address intact.
  return `![](${url.replace(/[()\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)})`;
}

/** `text` with `snippet` in place of the selection, and where the caret goes after it. */
export function insertSnippet(text: string, start: number, end: number, snippet: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + snippet + text.slice(to), caret: from + snippet.length };
}

/** A network image must be an https address (pages are served over https; plain http would be blocked or warned). */
export function networkImageProblem(url: string): 'imageUrlRequired' | 'imageUrlInvalid' | null {
  const trimmed = url.trim();
  if (!trimmed) return 'imageUrlRequired';
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' && parsed.hostname ? null : 'imageUrlInvalid';
  } catch {
    return 'imageUrlInvalid';
  }
}
