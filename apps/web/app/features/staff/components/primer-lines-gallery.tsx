import { tableButtonsShown } from '@portal/domain';
import { Alert, Button, Flex, Switch, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableTable, type EditableTableHandle, type TableButton, type TableColumn } from '../../../components/editable-table';
import type { CellError, EditableRow } from '../../../lib/editable-table';

/** The permission prefix of the primer lines table; its add and batch-delete codes may be excluded. */
const PERMISSION_PREFIX = 'primer';

type PrimerLine = EditableRow & { sequence?: string };

/** Sample lines of a primer order; the values are data, the labels are translated. */
const SAMPLE_LINES: PrimerLine[] = [
  {
    id: '1',
    orderNum: 1,
    name: 'GAPDH-F',
    sequence: 'GGAGCGAGATCCCTCCAAAAT',
    scale: '25nmol',
    purification: 'desalt',
    od: 2,
    tubes: 2,
    unitPrice: '1.2',
    modifications: '',
    note: '',
    delivery: '2026-07-01',
    priority: 'normal',
  },
  {
    id: '2',
    orderNum: 2,
    name: 'GAPDH-R',
    sequence: 'GGCTGTTGTCATACTTCTCATGG',
    scale: '50nmol',
    purification: 'page',
    od: 4,
    tubes: 2,
    unitPrice: '1.5',
    modifications: 'PH',
    note: '',
    delivery: '2026-07-01',
    priority: 'normal',
  },
  {
    id: '3',
    orderNum: 3,
    name: 'ACTB-F',
    sequence: 'CATGTACGTTGCTATCCAGGC',
    scale: '200nmol',
    purification: 'hplc',
    od: 10,
    tubes: 5,
    unitPrice: '2.35',
    modifications: 'BI;FA',
    note: 'Keep cold',
    delivery: '2026-07-08',
    priority: 'urgent',
  },
];

const SCALES = ['25nmol', '50nmol', '200nmol'] as const;
const PURIFICATIONS = [
  { value: 'desalt', label: 'Desalt' },
  { value: 'page', label: 'PAGE' },
  { value: 'hplc', label: 'HPLC' },
] as const;

function usePrimerColumns(): TableColumn<PrimerLine>[] {
  const { t } = useTranslation('table');
  return useMemo(
    () => [
      { key: 'select', type: 'row-checkbox', title: '' },
      { key: 'number', type: 'row-number', title: '' },
      { key: 'drag', type: 'row-drag-sort', title: '' },
      { key: 'expand', type: 'row-expand', title: '' },
      { key: 'name', type: 'input', title: t('gallery.name'), width: 150, validateRules: [{ required: true }, { unique: true }] },
      {
        key: 'sequence',
        type: 'input',
        title: t('gallery.sequence'),
        width: 240,
        validateRules: [{ required: true }, { pattern: /^[ACGTN]+$/i, message: 'gallery.sequenceInvalid' }],
      },
      {
        key: 'scale',
        type: 'select',
        title: t('gallery.scale'),
        width: 130,
        defaultValue: '25nmol',
        options: SCALES.map((scale) => ({ value: scale, label: scale.replace('nmol', ' nmol') })),
      },
      { key: 'purification', type: 'radio', title: t('gallery.purification'), width: 250, defaultValue: 'desalt', options: PURIFICATIONS },
      { key: 'od', type: 'inputNumber', title: t('gallery.od'), width: 100, statistics: ['sum'] },
      { key: 'tubes', type: 'inputNumber', title: t('gallery.tubes'), width: 100, defaultValue: 1, statistics: ['sum'] },
      { key: 'unitPrice', type: 'input', title: t('gallery.unitPrice'), width: 120, validateRules: [{ pattern: 'money' }], statistics: ['average'] },
      { key: 'modifications', type: 'tags', title: t('gallery.modifications'), width: 160, placeholder: t('gallery.modificationsHint') },
      { key: 'note', type: 'textarea', title: t('gallery.note'), width: 180 },
      { key: 'delivery', type: 'date', title: t('gallery.delivery'), width: 150 },
      { key: 'priority', type: 'select', title: t('gallery.priority'), width: 140, dictCode: 'order_priority', defaultValue: 'normal' },
    ],
    [t],
  );
}

type Outcome = { rows: PrimerLine[]; errors: CellError[] } | null;

/** The editable table in the staff gallery, as a primer synthesis order: nothing is sent anywhere. */
export function PrimerLinesGallery() {
  const { t } = useTranslation('table');
  const columns = usePrimerColumns();
  const table = useRef<EditableTableHandle<PrimerLine>>(null);
  const [clickToEdit, setClickToEdit] = useState(false);
  // The codes a permission configuration would exclude for this table's prefix (spec section 6).
  const [excluded, setExcluded] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const shown = tableButtonsShown(PERMISSION_PREFIX, excluded);
  const hiddenButtons: TableButton[] = [...(shown.add ? [] : ['add' as const]), ...(shown.batchDelete ? [] : ['batch_delete' as const])];
  const withhold = (code: string, show: boolean) => setExcluded((codes) => (show ? codes.filter((candidate) => candidate !== code) : [...codes, code]));

  const titleOf = (key: string) => columns.find((column) => column.key === key)?.title ?? key;
  const rowNumberOf = (id: string) => (outcome?.rows.findIndex((row) => row.id === id) ?? -1) + 1;

  return (
    <>
      <Typography.Title level={2}>{t('gallery.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('gallery.intro')}</Typography.Paragraph>
      <Flex gap={16} wrap style={{ marginBottom: 12 }}>
        <Switch checked={clickToEdit} onChange={setClickToEdit} checkedChildren={t('gallery.clickToEdit')} unCheckedChildren={t('gallery.clickToEdit')} />
        <Switch
          checked={shown.add}
          onChange={(show) => withhold(`${PERMISSION_PREFIX}:add`, show)}
          checkedChildren={t('gallery.showAdd')}
          unCheckedChildren={t('gallery.showAdd')}
        />
        <Switch
          checked={shown.batchDelete}
          onChange={(show) => withhold(`${PERMISSION_PREFIX}:batch_delete`, show)}
          checkedChildren={t('gallery.showBatchDelete')}
          unCheckedChildren={t('gallery.showBatchDelete')}
        />
      </Flex>
      <EditableTable<PrimerLine>
        ref={table}
        columns={columns}
        initialRows={SAMPLE_LINES}
        clickToEdit={clickToEdit}
        hiddenButtons={hiddenButtons}
        addSetting={{ addRowNum: 1, addIndex: 0, addScrollToBottom: true }}
        expandedRowRender={(row) => t('gallery.sequenceLength', { count: row.sequence?.length ?? 0 })}
        toolbarExtra={<Button onClick={() => setOutcome(table.current?.getValues() ?? null)}>{t('gallery.validate')}</Button>}
      />
      {outcome ? (
        <div data-testid="table-outcome" style={{ marginTop: 16 }}>
          {outcome.errors.length === 0 ? (
            <Alert type="success" title={t('gallery.valid', { count: outcome.rows.length })} description={<pre>{JSON.stringify(outcome.rows, null, 2)}</pre>} />
          ) : (
            <Alert
              type="error"
              title={t('gallery.invalid', { count: outcome.errors.length })}
              description={
                <ul>
                  {outcome.errors.map((error) => (
                    <li key={`${error.rowId}:${error.key}`}>
                      {t('gallery.problem', { row: rowNumberOf(error.rowId), message: t(error.message, { title: titleOf(error.key) }) })}
                    </li>
                  ))}
                </ul>
              }
            />
          )}
        </div>
      ) : null}
    </>
  );
}
