/** A pasted row as the customer numbered it (the line of the box) and its cells, in column order. */
export type SheetRow = { number: number; cells: string[] };

/**
 * Rows pasted into a box. Spreadsheets paste as tab-separated lines, whose cells may hold commas ("6-point
 * titration, 25 °C"); typed lines use commas. Blank lines count, so a row number is the box's line.
 */
export function pastedSheetRows(text: string): SheetRow[] {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ number: index + 1, cells: line.split(line.includes('\t') ? '\t' : ',').map((cell) => cell.trim()) }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
}
