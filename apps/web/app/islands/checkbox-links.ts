/**
 * Links drawn as checkboxes (`data-island="checkbox-link"`, `role="checkbox"`: the list filters) answer the Space
 * key as a checkbox does; a link alone only answers Enter.
 */
export function bindCheckboxLinks(): void {
  document.addEventListener('keydown', (event) => {
    const link = event.target;
    if (event.key !== ' ' || !(link instanceof HTMLAnchorElement) || link.dataset.island !== 'checkbox-link') return;
    event.preventDefault();
    link.click();
  });
}
