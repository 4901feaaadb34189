import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShellMenuItem } from '../menus/shell-menus';
import styles from './catalogue-shell.module.css';

function ItemLink({ item, onNavigate, className }: { item: ShellMenuItem; onNavigate?: () => void; className?: string }): ReactNode {
  if (item.to !== undefined) {
    return (
      <Link to={item.to} onClick={onNavigate} className={className}>
        {item.label}
      </Link>
    );
  }
  if (item.href !== undefined) {
    return (
      <a href={item.href} className={className} onClick={onNavigate} {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {item.label}
      </a>
    );
  }
  // A dropdown without a page of its own still takes keyboard focus, which opens it (:focus-within).
  return (
    <button type="button" className={`${styles.menuButton} ${className ?? ''}`} aria-haspopup="true">
      {item.label}
    </button>
  );
}

function LinkList({ items, onNavigate }: { items: readonly ShellMenuItem[]; onNavigate?: () => void }) {
  return (
    <ul className={styles.linkList}>
      {items.map((item) => (
        <li key={item.key}>
          <ItemLink item={item} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function Dropdown({ items, onNavigate }: { items: readonly ShellMenuItem[]; onNavigate?: () => void }) {
  const mega = items.some((item) => item.children);
  if (!mega) {
    return (
      <div className={styles.dropdown}>
        <LinkList items={items} onNavigate={onNavigate} />
      </div>
    );
  }
  return (
    <div className={`${styles.dropdown} ${styles.mega}`}>
      {items.map((group) => (
        <div key={group.key} className={styles.megaGroup}>
          <strong>{group.label}</strong>
          <LinkList items={group.children ?? []} onNavigate={onNavigate} />
        </div>
      ))}
    </div>
  );
}

/**
 * A catalogue header menu as plain links, so every entry is in the server-rendered HTML for visitors and
 * crawlers alike. Horizontal menus open their dropdowns on hover and keyboard focus; the vertical one
 * (mobile drawer) shows every level.
 */
export function ShellMenu(props: { items: readonly ShellMenuItem[]; label: string; vertical?: boolean; onNavigate?: () => void }) {
  const { items, label, vertical, onNavigate } = props;
  return (
    <nav aria-label={label} className={vertical ? styles.menuVertical : styles.menu}>
      <ul className={styles.menuList}>
        {items.map((item) => (
          <li key={item.key} className={styles.menuItem}>
            <ItemLink item={item} onNavigate={onNavigate} className={styles.menuTop} />
            {item.children ? <Dropdown items={item.children} onNavigate={onNavigate} /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
