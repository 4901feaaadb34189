/** pdfkit takes a third of a second to load, and only document downloads use it: loaded on first use, not at start. */
export async function loadPdfKit() {
  return (await import('pdfkit')).default;
}
