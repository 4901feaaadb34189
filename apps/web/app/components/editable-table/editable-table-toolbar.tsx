import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, InputNumber, Popconfirm, Space, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addRowCount, insertAllowed } from '../../lib/editable-table';
import type { AddSetting, TableButton } from './editable-table-types';
import styles from './editable-table.module.css';

type Props = {
  rowCount: number;
  selectedCount: number;
  hiddenButtons: readonly TableButton[];
  addSetting: AddSetting | undefined;
  onAdd: (count: number, position: number) => void;
  onBatchDelete: () => void;
  extra: ReactNode;
};

/**
 * Add (how many rows, at which position) and batch delete. A second add within 1500 ms is refused with the
 * spec's message; either button can be left out where a permission withholds it.
 */
export function EditableTableToolbar({ rowCount, selectedCount, hiddenButtons, addSetting, onAdd, onBatchDelete, extra }: Props) {
  const { t } = useTranslation('table');
  const { message } = App.useApp();
  const [count, setCount] = useState(() => addRowCount(addSetting?.addRowNum ?? 1));
  const [position, setPosition] = useState(addSetting?.addIndex ?? 0);
  const lastInsertAt = useRef<number | null>(null);
  const showAdd = !hiddenButtons.includes('add');
  const showDelete = !hiddenButtons.includes('batch_delete');

  const add = () => {
    const now = Date.now();
    if (!insertAllowed(lastInsertAt.current, now)) {
      void message.warning(t('tooFast'));
      return;
    }
    lastInsertAt.current = now;
    onAdd(count, Math.min(position, rowCount));
  };

  return (
    <Flex className={styles.toolbar} gap={12} wrap align="center">
      {showAdd ? (
        <Space wrap>
          <Typography.Text>{t('toolbar.count')}</Typography.Text>
          <InputNumber
            min={1}
            precision={0}
            value={count}
            onChange={(value) => setCount(addRowCount(value ?? 1))}
            aria-label={t('toolbar.count')}
            style={{ width: 72 }}
          />
          <Typography.Text>{t('toolbar.position')}</Typography.Text>
          <InputNumber
            min={0}
            max={rowCount}
            precision={0}
            value={Math.min(position, rowCount)}
            onChange={(value) => setPosition(value ?? 0)}
            aria-label={t('toolbar.position')}
            style={{ width: 72 }}
          />
          <Typography.Text type="secondary">{t('toolbar.positionHint')}</Typography.Text>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={add}>
            {t('toolbar.add')}
          </Button>
        </Space>
      ) : null}
      {showDelete ? (
        <Popconfirm
          title={t('toolbar.deleteConfirm', { count: selectedCount })}
          okText={t('toolbar.delete')}
          cancelText={t('toolbar.cancel')}
          onConfirm={onBatchDelete}
          disabled={selectedCount === 0}
        >
          <Button danger icon={<DeleteOutlined aria-hidden />} disabled={selectedCount === 0}>
            {t('toolbar.batchDelete')}
          </Button>
        </Popconfirm>
      ) : null}
      {extra}
    </Flex>
  );
}
