/**
 * Drawers (`data-island="panel"`, opened by a button naming it in `data-panel-open`): a modal `<dialog>` the
 * browser keeps focus in and closes with Escape; a click on its backdrop, its close button or one of its links
 * closes it too.
 */
export function bindPanels(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const opener = target?.closest<HTMLElement>('[data-panel-open]');
    if (opener) {
      const panel = document.getElementById(opener.dataset.panelOpen ?? '');
      if (panel instanceof HTMLDialogElement && !panel.open) {
        panel.showModal();
        panel.querySelector<HTMLElement>('[autofocus]')?.focus();
      }
      return;
    }
    const panel = target?.closest<HTMLDialogElement>('dialog[data-island="panel"]');
    if (!panel) return;
    if (target === panel || target?.closest('[data-panel-close]') || target?.closest('a[href]')) panel.close();
  });
}
