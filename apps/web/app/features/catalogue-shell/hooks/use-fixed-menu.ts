import { menuFixed } from '@portal/domain';
import { useEffect, useState } from 'react';

/** Spec section 9: whether the menu bar is pinned to the top, following the window's scroll position. */
export function useFixedMenu(): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const update = () => setFixed(menuFixed(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return fixed;
}
