import { type MenuItem, menuTrail } from '@portal/domain';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuIcon } from './menu-icons';

type AntdItems = NonNullable<MenuProps['items']>;

function antdItems(items: readonly MenuItem[], label: (item: MenuItem) => string, onNavigate?: () => void): AntdItems {
  return items
    .filter((item) => !item.hidden)
    .map((item) =>
      item.children
        ? { key: item.path, icon: menuIcon(item.icon), label: label(item), children: antdItems(item.children, label, onNavigate) }
        : {
            key: item.path,
            icon: menuIcon(item.icon),
            label: (
              <Link to={item.path} onClick={onNavigate}>
                {label(item)}
              </Link>
            ),
          },
    );
}

/**
 * The navigation menu over a built menu: the current page selected, its group open. Entries are links, so
 * they work before the scripts load and open in a new tab on request.
 */
export function NavigationMenu(props: {
  items: readonly MenuItem[];
  pathname: string;
  mode: 'inline' | 'horizontal';
  theme: 'dark' | 'light';
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('menu');
  const trail = menuTrail(props.items, props.pathname);
  const selected = trail.at(-1)?.path;
  const groups = trail.slice(0, -1).map((item) => item.path);
  const [openKeys, setOpenKeys] = useState<string[]>(groups);
  const groupsKey = groups.join('|');
  useEffect(() => {
    setOpenKeys((open) => [...new Set([...open, ...groupsKey.split('|').filter(Boolean)])]);
  }, [groupsKey]);
  return (
    <Menu
      mode={props.mode}
      theme={props.theme}
      inlineCollapsed={props.mode === 'inline' ? props.collapsed : undefined}
      selectedKeys={selected ? [selected] : []}
      {...(props.mode === 'inline' && !props.collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
      items={antdItems(props.items, (item) => t(item.title), props.onNavigate)}
      data-testid={props.mode === 'inline' ? 'side-menu' : 'top-menu'}
    />
  );
}
