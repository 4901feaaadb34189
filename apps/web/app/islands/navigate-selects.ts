/** A select whose options are addresses (`data-island="navigate"`): choosing one opens it (language, sorting). */
export function bindNavigateSelects(): void {
  document.addEventListener('change', (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || select.dataset.island !== 'navigate') return;
    window.location.assign(select.value);
  });
}
