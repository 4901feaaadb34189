import { Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';

/** Spec section 2 context menu: the items open where the element is right-clicked, instead of the browser's menu. */
export function ContextMenu({ items, onSelect, children }: { items: NonNullable<MenuProps['items']>; onSelect: (key: string) => void; children: ReactNode }) {
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items, onClick: ({ key }) => onSelect(key) }}>
      {children}
    </Dropdown>
  );
}
