import type { ReactNode } from 'react';
import styles from './scroll-region.module.css';

/**
 * A named area that scrolls sideways when its content is wider than the screen. It takes keyboard focus, so the
 * arrow keys scroll it (WCAG 2.1.1), and a screen reader announces what it holds.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={styles.region}>
      {children}
    </div>
  );
}
