import { menuFixed } from '../navigation/catalogue-shell';

/** Spec section 9: the menu bar (`data-island="fixed-menu"`) is pinned once the window scrolls past 200 px. */
export function bindFixedMenu(): void {
  const update = () => {
    const fixed = String(menuFixed(window.scrollY));
    for (const bar of document.querySelectorAll<HTMLElement>('[data-island="fixed-menu"]')) {
      if (bar.dataset.fixed !== fixed) bar.dataset.fixed = fixed;
    }
  };
  // The script may run before the header is parsed; a page reopened lower down is pinned once it is.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', update);
  else update();
  window.addEventListener('scroll', update, { passive: true });
}
