/**
 * Number cells (spec section 5) accept an optional minus, digits and one decimal point while typing; any other
 * keystroke puts the previous text back. Half-typed numbers such as '-' or '3.' are allowed on the way.
 */
export const NUMBER_INPUT_PATTERN = /^-?\d*\.?\d*$/;

export function acceptNumberInput(previous: string, typed: string): string {
  return NUMBER_INPUT_PATTERN.test(typed) ? typed : previous;
}

/** On leaving the cell the text becomes a number, or the cell is emptied when no number was typed ('-', '.'). */
export function numberOnBlur(text: string): number | null {
  const trimmed = text.trim();
  if (!/\d/.test(trimmed) || !NUMBER_INPUT_PATTERN.test(trimmed)) return null;
  return Number(trimmed);
}

/** The text a number cell shows for its value. */
export function numberInputText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : '';
}

export const TAG_SEPARATOR = ';';
const TAG_LENGTH = 2;

/**
 * Tags cells (spec section 5: "semicolon after every 2 characters"), read as: every tag is two characters and tags
 * are separated by semicolons. Typed text is regrouped: spaces and semicolons are dropped, then a semicolon goes
 * after every pair that another character follows. 'ABCDE' reads 'AB;CD;E'. No semicolon is added after the last
 * pair, otherwise deleting that semicolon would put it straight back.
 */
export function formatTagsInput(text: string): string {
  const characters = [...text.replace(/[\s;]/g, '')];
  const pairs: string[] = [];
  for (let index = 0; index < characters.length; index += TAG_LENGTH) pairs.push(characters.slice(index, index + TAG_LENGTH).join(''));
  return pairs.join(TAG_SEPARATOR);
}

/** The tags of a tags cell's text. */
export function cellTags(text: unknown): string[] {
  return typeof text === 'string' ? formatTagsInput(text).split(TAG_SEPARATOR).filter(Boolean) : [];
}

/** Upload, file and image cells keep their stored paths comma-separated (spec section 3). */
export function uploadPathsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  return typeof value === 'string'
    ? value
        .split(',')
        .map((path) => path.trim())
        .filter(Boolean)
    : [];
}

/** Adds paths to a cell's value, keeping only the last `limit` (spec section 4: the list is trimmed to the last N). */
export function withUploadedPaths(value: unknown, added: readonly string[], limit?: number): string {
  const paths = [...uploadPathsOf(value), ...added];
  return (limit && limit > 0 ? paths.slice(-limit) : paths).join(',');
}
