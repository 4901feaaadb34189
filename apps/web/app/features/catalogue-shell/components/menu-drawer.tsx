import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DRAWER_HEIGHT_PX } from '../../../navigation/catalogue-shell';
import type { ShellMenuItem } from '../menus/shell-menus';
import styles from './catalogue-shell.module.css';
import { ShellMenu } from './shell-menu';

/**
 * A drawer of the catalogue header: a modal dialog the islands script opens from its button (app/islands/panels),
 * so it works on pages sent without the React app.
 */
export function ShellDrawer(props: {
  opener: ReactNode;
  openerTestId: string;
  title: string;
  placement: 'left' | 'top';
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <>
      <button type="button" className={styles.iconButton} data-panel-open={id} data-testid={props.openerTestId} aria-haspopup="dialog">
        {props.opener}
      </button>
      <dialog
        id={id}
        className={props.placement === 'left' ? styles.drawerLeft : styles.drawerTop}
        // Spec section 9: the top drawer (header B's search) is 180 px high.
        style={props.placement === 'top' ? { height: SEARCH_DRAWER_HEIGHT_PX } : undefined}
        data-island="panel"
        data-testid={props.testId}
        aria-label={props.title}
      >
        <div className={styles.drawerHead}>
          <strong>{props.title}</strong>
          <button type="button" className={styles.iconButton} data-panel-close="" aria-label={t('shell.close')}>
            <CloseOutlined aria-hidden="true" />
          </button>
        </div>
        {props.children}
      </dialog>
    </>
  );
}

/**
 * A header's product menu: a drawer from the left under 1088 px (spec section 4), the bar above. Both are rendered
 * and CSS picks one by width, so the server's page already fits a phone.
 */
export function ResponsiveShellMenu({ items, title }: { items: readonly ShellMenuItem[]; title: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <div className={styles.compactOnly}>
        <ShellDrawer opener={<MenuOutlined aria-label={t('nav.menu')} />} openerTestId="menu-drawer-open" title={title} placement="left">
          <ShellMenu items={items} label={t('nav.catalogue')} vertical />
        </ShellDrawer>
      </div>
      <div className={styles.desktopOnly}>
        <ShellMenu items={items} label={t('nav.catalogue')} />
      </div>
    </>
  );
}
