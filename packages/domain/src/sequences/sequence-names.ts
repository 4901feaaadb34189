/**
 * The rows whose name an earlier row already has, compared as the inquiry schema compares protein names
 * (surrounding spaces and case ignored), so the first row of a name stays unmarked. Blank names are left to
 * the "required" rule rather than reported as repeats of each other.
 */
export function duplicateNameRows(names: readonly string[]): number[] {
  const seen = new Set<string>();
  return names.flatMap((name, row) => {
    const key = name.trim().toLowerCase();
    if (key === '') return [];
    if (seen.has(key)) return [row];
    seen.add(key);
    return [];
  });
}
