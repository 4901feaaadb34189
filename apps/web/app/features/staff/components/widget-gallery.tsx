import { TABLE_PAGINATION } from '@portal/domain';
import { Button, Flex, Table, Typography } from 'antd';
import { type HTMLAttributes, createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContextMenu } from '../../../components/context-menu';
import { DetailsModal } from '../../../components/details-modal';
import { DraggableModal } from '../../../components/draggable-modal';
import { usePrompt } from '../../../components/prompt-dialog';

/** A sample order for the details modal; the labels are translated, the values are data. */
const SAMPLE_ORDER = [
  { labelKey: 'orderNo', value: 'SO-2026-0042' },
  { labelKey: 'catalog', value: 'AB-V6-0001' },
  { labelKey: 'project', value: 'Pembrolizumab Biosimilar' },
  { labelKey: 'quantity', value: '5 mg' },
  { labelKey: 'transport', value: 'Dry ice' },
  { labelKey: 'status', value: 'In production' },
] as const;

type SampleRow = { id: string; catalog: string; project: string };
const SAMPLE_ROWS: SampleRow[] = Array.from({ length: 25 }, (_, index) => ({
  id: `row-${index + 1}`,
  catalog: `AB-V6-${String(index + 1).padStart(4, '0')}`,
  project: `Project ${index + 1}`,
}));

/** What a sample row's context menu offers and does. */
const RowMenu = createContext<{ label: string; onPick: (id: string) => void }>({ label: '', onPick: () => undefined });

/**
 * A table row with its context menu. It is one component for the table's whole life: a row component made anew on
 * each render would remount every row, and close an open menu, whenever the gallery renders again.
 */
function MenuRow(props: { 'data-row-key': string } & HTMLAttributes<HTMLTableRowElement>) {
  const { label, onPick } = useContext(RowMenu);
  return (
    <ContextMenu items={[{ key: 'details', label }]} onSelect={() => onPick(props['data-row-key'])}>
      <tr {...props} />
    </ContextMenu>
  );
}

const TABLE_COMPONENTS = { body: { row: MenuRow } };

/** The staff-only gallery where the shared widgets can be tried before the screens that use them arrive (issue 4). */
export function WidgetGallery() {
  const { t } = useTranslation('staff');
  const prompt = usePrompt();
  const [dialog, setDialog] = useState<'draggable' | 'details' | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <>
      <Typography.Title level={2}>{t('gallery.title')}</Typography.Title>
      <Flex gap={12} wrap>
        <Button onClick={() => setDialog('draggable')}>{t('gallery.draggable')}</Button>
        <Button onClick={() => void prompt({ title: t('gallery.promptTitle'), label: t('gallery.promptLabel'), required: true }).then(setAnswer)}>
          {t('gallery.prompt')}
        </Button>
        <Button onClick={() => setDialog('details')}>{t('gallery.details')}</Button>
      </Flex>
      <Typography.Paragraph style={{ marginTop: 16 }} data-testid="prompt-answer">
        {answer === null ? '' : t('gallery.answer', { answer })}
      </Typography.Paragraph>
      <Typography.Title level={4}>{t('gallery.tableTitle')}</Typography.Title>
      <RowMenu.Provider value={{ label: t('gallery.details'), onPick: setPicked }}>
        <Table<SampleRow>
          rowKey="id"
          size="middle"
          dataSource={SAMPLE_ROWS}
          pagination={{
            defaultCurrent: TABLE_PAGINATION.current,
            defaultPageSize: TABLE_PAGINATION.pageSize,
            pageSizeOptions: [...TABLE_PAGINATION.pageSizeOptions],
            showSizeChanger: true,
          }}
          columns={[
            { key: 'catalog', title: t('gallery.catalog'), dataIndex: 'catalog' },
            { key: 'project', title: t('gallery.project'), dataIndex: 'project' },
          ]}
          components={TABLE_COMPONENTS}
        />
      </RowMenu.Provider>
      <Typography.Paragraph data-testid="picked-row">{picked ? t('gallery.picked', { id: picked }) : ''}</Typography.Paragraph>
      <DraggableModal open={dialog === 'draggable'} title={t('gallery.draggable')} onCancel={() => setDialog(null)} onOk={() => setDialog(null)}>
        <Typography.Paragraph>{t('gallery.draggableHint')}</Typography.Paragraph>
      </DraggableModal>
      <DetailsModal
        open={dialog === 'details'}
        title={t('gallery.details')}
        items={SAMPLE_ORDER.map((item) => ({ label: t(`gallery.${item.labelKey}`), value: item.value }))}
        columns={6}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
