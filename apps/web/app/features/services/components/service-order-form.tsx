import {
  DEFAULT_PRIMER_NM,
  DEFAULT_SODIUM_MM,
  type PrimerPrices,
  type Edition,
  type ParsedInquiry,
  type ServiceDefinition,
  type ServiceRowValues,
  describeFieldIssue,
  sequenceKindOf,
  serviceFields,
} from '@portal/domain';
import { Alert, Button, Collapse, Form, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableTable, type EditableTableHandle, type TableColumn } from '../../../components/editable-table';
import { blankTableRow, temporaryRowIds } from '../../../lib/editable-table';
import { InquiryDetailsFields } from '../../../components/inquiry-details/inquiry-details-fields';
import { type InquiryDetailsValues, inquiryDetailsField } from '../../../components/inquiry-details/inquiry-details-values';
import { useOrderFormat } from '../../../components/orders/use-order-format';
import { usePageTranslator } from '../../../lib/schema-fields';
import { usePrimerPrices } from '../api/service-prices';
import { useServiceColumns } from '../api/service-columns';
import { type ServiceRow, parseServiceOrder, primerRowPrice, withPlateWells } from '../api/service-rows';
import { PlateMap } from './plate-map';
import { ServicePastePanel } from './service-paste-panel';
import { ServiceRowFigures } from './service-row-figures';

type Props = {
  service: ServiceDefinition;
  /** An earlier order's rows to start from (its "reorder"); they replace the table's rows once, when they arrive. */
  copiedRows?: readonly ServiceRowValues[];
  edition: Edition;
  addressBookPath: string;
  send: (input: ParsedInquiry) => void;
  sending: boolean;
  failure: string | null;
};

/** The order's primers at the price list's prices, as the server will price them. */
function primerTotal(rows: readonly ServiceRow[], prices: PrimerPrices): number {
  return rows.reduce((sum, row) => sum + primerRowPrice(row, prices), 0);
}

/** Whether nobody has typed in a row: every cell empty or as the column starts it. */
function isUntouched(row: ServiceRow, columns: readonly TableColumn<ServiceRow>[]): boolean {
  return columns.every((column) => {
    const value = row[column.key];
    return value === undefined || value === null || value === '' || value === column.defaultValue;
  });
}

/** A problem of one row, as the list above the table names it. */
type RowProblem = { row: number; rowId: string; column: string; message: string };

/**
 * A service's order form: its rows in the editable table (typed, added, inserted, removed, pasted from a sheet), each
 * cell checked by the domain's rule as it is typed; then the inquiry's shipping details. Sending checks every row
 * again and names each bad row and cell above the table; nothing typed is lost.
 */
export function ServiceOrderForm({ service, copiedRows, edition, addressBookPath, send, sending, failure }: Props) {
  const { t } = useTranslation(['service-pages', 'services', 'errors']);
  const text = usePageTranslator();
  const [form] = Form.useForm();
  const table = useRef<EditableTableHandle<ServiceRow>>(null);
  const prices = usePrimerPrices(service.key);
  const columns = useServiceColumns(service.key, prices.data);
  const format = useOrderFormat();
  const [initialRows] = useState(() => [blankTableRow(columns, temporaryRowIds('first')())]);
  // The rows as last changed: what the total and the plate show, and what pasted rows join, read without checking (and marking) the cells.
  const [rows, setRows] = useState<ServiceRow[]>(initialRows);
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [other, setOther] = useState<string[]>([]);
  const plate = service.rows === 'well';
  const hasPrimers = serviceFields(service.key).some((field) => sequenceKindOf(field) === 'dna');
  const titleOf = (key: string) => columns.find((column) => column.key === key)?.title ?? key;

  const copied = useRef(false);
  useEffect(() => {
    if (!copiedRows || copied.current || !table.current) return;
    copied.current = true;
    const nextId = temporaryRowIds('copy');
    table.current.setRows(copiedRows.map((values) => ({ ...blankTableRow(columns, nextId()), ...values })));
  }, [copiedRows, columns]);

  const addRows = (values: Record<string, unknown>[]) => {
    const handle = table.current;
    if (!handle) return;
    const nextId = temporaryRowIds(`paste${Date.now().toString(36)}`);
    const pasted = values.map((value) => ({ ...blankTableRow(columns, nextId()), ...value }));
    // A row nobody has typed in (a new table's first row) gives way to the pasted ones.
    const next = [...rows.filter((row) => !isUntouched(row, columns)), ...pasted];
    handle.setRows(plate ? withPlateWells(next) : next);
  };

  const submit = () => {
    const handle = table.current;
    if (!handle) return;
    const checked = handle.getValues();
    const rowNumber = (id: string) => checked.rows.findIndex((row) => row.id === id) + 1;
    const found = checked.errors.map((error) => ({ row: rowNumber(error.rowId), rowId: error.rowId, column: titleOf(error.key), message: error.message }));
    const parsed = parseServiceOrder(service.key, checked.rows, form.getFieldsValue(true) as InquiryDetailsValues);
    form.setFields(form.getFieldsError().map(({ name }) => ({ name, errors: [] })));
    setProblems(found.sort((a, b) => a.row - b.row));
    if (parsed.success && found.length === 0) {
      setOther([]);
      send(parsed.data);
      return;
    }
    const leftOver: string[] = [];
    for (const issue of parsed.error?.issues ?? []) {
      const [key, index, column] = issue.path;
      const message = describeFieldIssue({ ...issue, path: [...issue.path] }, text);
      const detail = issue.path.length === 1 ? inquiryDetailsField(key ?? '') : null;
      if (key === 'lines' && typeof index === 'number' && typeof column === 'string') continue;
      if (detail) form.setFields([{ name: detail, errors: [message] }]);
      else leftOver.push(message);
    }
    setOther(leftOver);
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="service-order-form">
      {problems.length > 0 || other.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="service-order-problems"
          title={t('problems', { count: new Set(problems.map((problem) => problem.row)).size + other.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {problems.map((problem) => (
                <li key={`${problem.row}:${problem.column}`}>
                  {/* A long order shows only the rows in view; the problem brings its row there. */}
                  <Typography.Link onClick={() => table.current?.scrollToRow(problem.rowId)}>{t('problemRow', problem)}</Typography.Link>
                </li>
              ))}
              {other.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <EditableTable<ServiceRow>
        ref={table}
        columns={columns}
        initialRows={initialRows}
        onChange={setRows}
        addSetting={{ addRowNum: 1, addScrollToBottom: true }}
        expandedRowRender={(row) => <ServiceRowFigures service={service.key} row={row} />}
        toolbarExtra={plate ? <Button onClick={() => table.current?.setRows(withPlateWells(rows))}>{t('fillWells')}</Button> : null}
      />
      {prices.data ? (
        <Typography.Paragraph strong style={{ marginTop: 8 }} data-testid="primer-total">
          {t('estimatedTotal', { total: format.money(primerTotal(rows, prices.data.prices), prices.data.currency) })}
        </Typography.Paragraph>
      ) : null}
      {plate ? <PlateMap rows={rows} /> : null}
      {hasPrimers ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('figures.tmConditions', { sodium: DEFAULT_SODIUM_MM, oligo: DEFAULT_PRIMER_NM })}
        </Typography.Paragraph>
      ) : null}
      <Collapse
        ghost
        style={{ marginTop: 8 }}
        items={[{ key: 'paste', label: t('paste.title'), children: <ServicePastePanel service={service.key} onRows={addRows} /> }]}
      />
      <InquiryDetailsFields edition={edition} addressBookPath={addressBookPath} sending={sending} failure={failure} />
    </Form>
  );
}
