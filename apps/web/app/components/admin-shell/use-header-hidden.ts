import { useEffect, useState } from 'react';

/** Spec section 9: scrolling is read with a 100 ms debounce. */
const SCROLL_DEBOUNCE_MS = 100;

/** Whether a fixed header hides: while the page is scrolled down past the header, and only when asked to. */
export function useHeaderHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const now = window.scrollY;
        setHidden(now > 64 && now > last);
        last = now;
      }, SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled]);
  return hidden;
}
