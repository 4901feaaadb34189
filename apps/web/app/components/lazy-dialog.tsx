import { type ReactNode, Suspense, useState } from 'react';

/**
 * A dialog whose code loads only when it is first opened (a lazy component), and which then stays mounted so it
 * can animate closed and keep what was typed.
 */
export function useLazyDialog() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    hide: () => setOpen(false),
    /** Renders the lazy dialog from its first opening on. */
    render: (dialog: ReactNode) => (mounted ? <Suspense fallback={null}>{dialog}</Suspense> : null),
  };
}
