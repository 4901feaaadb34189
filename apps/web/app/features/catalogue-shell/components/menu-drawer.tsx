import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShellMenuItem } from '../menus/shell-menus';
import styles from './catalogue-shell.module.css';
import { ShellMenu } from './shell-menu';

/** On narrow screens (spec section 4, under 1088 px) a header's menu folds into a drawer from the left. */
export function MenuDrawer({ items, title }: { items: readonly ShellMenuItem[]; title: string }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<MenuOutlined />} aria-label={t('nav.menu')} onClick={() => setOpen(true)} data-testid="menu-drawer-open" />
      <Drawer open={open} onClose={() => setOpen(false)} placement="left" size={260} title={title}>
        <ShellMenu items={items} label={t('nav.catalogue')} vertical onNavigate={() => setOpen(false)} />
      </Drawer>
    </>
  );
}

/**
 * A header's product menu: the drawer under 1088 px, the bar above. Both are rendered and CSS picks one by width,
 * so the server's page already fits a phone before scripts run.
 */
export function ResponsiveShellMenu({ items, title }: { items: readonly ShellMenuItem[]; title: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <div className={styles.compactOnly}>
        <MenuDrawer items={items} title={title} />
      </div>
      <div className={styles.desktopOnly}>
        <ShellMenu items={items} label={t('nav.catalogue')} />
      </div>
    </>
  );
}
