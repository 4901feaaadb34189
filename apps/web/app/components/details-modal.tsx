import { Descriptions, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const DETAILS_MAX_COLUMNS = 4;

type Props = { open: boolean; title: string; items: { label: string; value: ReactNode }[]; columns?: number; onClose: () => void };

/** A record's fields in a read-only grid of at most four columns (spec section 2 details modal). */
export function DetailsModal({ open, title, items, columns = 2, onClose }: Props) {
  const { t } = useTranslation('common');
  const column = Math.max(1, Math.min(DETAILS_MAX_COLUMNS, Math.floor(columns)));
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={Math.min(1200, 320 * column)} destroyOnHidden>
      <Descriptions
        bordered
        size="small"
        column={column}
        data-testid="details-grid"
        data-columns={column}
        items={items.map((item, index) => ({ key: String(index), label: item.label, children: item.value ?? t('widgets.empty') }))}
      />
    </Modal>
  );
}
