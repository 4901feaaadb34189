import { CloseOutlined } from '@ant-design/icons';
import { App, Button, Card } from 'antd';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUB_TABLE_POPOVER_WIDTH_RATIO, nextSubTableRow, openWithRetries } from '../lib/widgets';

type Placement = { key: string; top: number; left: number; width: number };

type Props = {
  /** The table. `toggle` is for each row's control; `openKey` is the row whose sub-rows show. */
  children: (toggle: (rowKey: string) => void, openKey: string | null) => ReactNode;
  title: (rowKey: string) => ReactNode;
  /** The sub-rows of a row, usually a small table of their own. */
  renderSubTable: (rowKey: string) => ReactNode;
};

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Where the popover goes under the row, or null when the row is not on screen (yet). */
function placeUnder(container: HTMLElement | null, key: string): Placement | null {
  const row = container
    ? Array.from(container.querySelectorAll<HTMLElement>('tr[data-row-key]')).find((candidate) => candidate.dataset.rowKey === key)
    : undefined;
  const table = row?.closest('table');
  if (!container || !row || !table) return null;
  const box = container.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  const tableBox = table.getBoundingClientRect();
  const width = tableBox.width * SUB_TABLE_POPOVER_WIDTH_RATIO;
  return { key, top: rowBox.bottom - box.top, left: tableBox.left - box.left + (tableBox.width - width) / 2, width };
}

/**
 * The sub-table popover of spec section 4: a row's control opens its sub-rows just under the row, 96% as wide as
 * the table; the same control closes it, another row's moves it there. A row not on screen yet is looked for again
 * 3 times, 100 ms apart, before the popover gives up ('failed to open sub table').
 */
export function SubTablePopover({ children, title, renderSubTable }: Props) {
  const { t } = useTranslation('widgets');
  const { message } = App.useApp();
  const container = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const openKey = useRef<string | null>(null);

  const show = (next: Placement | null) => {
    openKey.current = next?.key ?? null;
    setPlacement(next);
  };

  const toggle = (rowKey: string) => {
    const next = nextSubTableRow(openKey.current, rowKey);
    if (next === null) {
      show(null);
      return;
    }
    void openWithRetries(() => {
      const found = placeUnder(container.current, next);
      if (found) show(found);
      return found !== null;
    }, wait).then((opened) => {
      if (!opened) void message.error(t('subTable.openFailed'));
    });
  };

  // Paging or filtering the table can take the row away, and rows above it can change height.
  useLayoutEffect(() => {
    if (!placement) return;
    const now = placeUnder(container.current, placement.key);
    if (!now) show(null);
    else if (now.top !== placement.top || now.left !== placement.left || now.width !== placement.width) show(now);
  });

  return (
    <div ref={container} style={{ position: 'relative' }}>
      {children(toggle, placement?.key ?? null)}
      {placement ? (
        <Card
          size="small"
          data-testid="sub-table-popover"
          title={title(placement.key)}
          extra={<Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('subTable.close')} onClick={() => show(null)} />}
          style={{
            position: 'absolute',
            top: placement.top,
            left: placement.left,
            width: placement.width,
            zIndex: 10,
            boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
          }}
        >
          {renderSubTable(placement.key)}
        </Card>
      ) : null}
    </div>
  );
}
