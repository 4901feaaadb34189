import { type RefObject, useEffect } from 'react';

/** Moves the rows sideways the way the table moves them for a touchpad, header and statistics following. */
function shiftRows(from: Element, deltaX: number) {
  from.dispatchEvent(new WheelEvent('wheel', { deltaX, bubbles: true, cancelable: true }));
}

/**
 * Virtual tables scroll sideways by shifting their rows, not by scrolling the body. When the focus moves to a cell
 * outside the view (Tab, Shift+Tab, an editor opening), the browser would scroll the body's inner box itself, and
 * the rows would no longer line up with the header; the rows are shifted instead.
 */
export function useFocusScrollSync(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onScroll = (event: Event) => {
      const box = event.target;
      // Text boxes scroll their own text; the list's inner boxes hide their overflow, so they are what the browser scrolls.
      if (!(box instanceof HTMLDivElement) || box.scrollLeft === 0 || !box.closest('.ant-table-tbody-virtual')) return;
      const shift = box.scrollLeft;
      box.scrollLeft = 0;
      shiftRows(box, shift);
    };
    // Leftwards the browser cannot help: the inner box is already at its start.
    const onFocus = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const body = target?.closest('.ant-table-tbody-virtual');
      if (!target || !body) return;
      const hidden = body.getBoundingClientRect().left - target.getBoundingClientRect().left;
      if (hidden > 0) shiftRows(target, -hidden);
    };
    element.addEventListener('scroll', onScroll, true);
    element.addEventListener('focusin', onFocus);
    return () => {
      element.removeEventListener('scroll', onScroll, true);
      element.removeEventListener('focusin', onFocus);
    };
  }, [root]);
}
