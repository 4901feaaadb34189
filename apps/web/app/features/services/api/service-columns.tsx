import {
  type PrimerQuote,
  type ServiceField,
  type ServiceKey,
  cleanPastedSequence,
  describeFieldIssue,
  primerFigures,
  sequenceKindOf,
  serviceFieldSchema,
  serviceFields,
  uniqueCellKey,
} from '@portal/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../components/editable-table';
import type { CellRule } from '../../../lib/editable-table';
import { useOrderFormat } from '../../../components/orders/use-order-format';
import { usePageTranslator } from '../../../lib/schema-fields';
import { type ServiceRow, primerRowPrice } from './service-rows';

const CELL_TYPES = { text: 'input', number: 'inputNumber', choice: 'select', sequence: 'textarea', well: 'input' } as const;
const WIDTHS = { text: 170, number: 130, choice: 160, sequence: 300, well: 90 } as const;

/** A choice's options in the reader's language. */
export function choiceOptions(field: Extract<ServiceField, { kind: 'choice' }>, t: TFunction) {
  return field.values.map((value) => ({ value, label: t(`services:choice_${field.name}_${value}`) }));
}

/**
 * The column of one service field. Its cells are checked by the field's own domain schema (the server's check, in
 * the reader's language), and unique fields against the other rows as the server compares them.
 */
function serviceColumn(field: ServiceField, t: TFunction, text: ReturnType<typeof usePageTranslator>): TableColumn<ServiceRow> {
  const schema = serviceFieldSchema(field);
  const rules: CellRule<ServiceRow>[] = [];
  if ('required' in field && field.required) rules.push({ required: true, message: t('errors:serviceFieldRequired') });
  rules.push({
    handler: (value) => {
      const [issue] = schema.safeParse(value ?? '').error?.issues ?? [];
      return issue ? describeFieldIssue({ ...issue, path: [...issue.path] }, text) : true;
    },
  });
  if ('unique' in field && field.unique) {
    rules.push({
      handler: (value, { row, rows, key }) => {
        const mine = uniqueCellKey(field, value);
        return mine === '' || !rows.some((other) => other.id !== row.id && uniqueCellKey(field, other[key]) === mine) || t('errors:serviceValueRepeats');
      },
    });
  }
  return {
    key: field.name,
    type: CELL_TYPES[field.kind],
    title: t(`services:field_${field.name}`),
    width: field.name === 'note' ? 200 : WIDTHS[field.kind],
    validateRules: rules,
    errorText: (message) => message,
    ...(field.kind === 'choice' ? { options: choiceOptions(field, t), defaultValue: field.defaultValue } : {}),
    ...(field.kind === 'number' && field.defaultValue !== undefined ? { defaultValue: field.defaultValue } : {}),
  };
}

/** A primer's length, GC content and Tm beside its sequence, recomputed as it is typed (the figures an oligo order is checked by). */
function primerFiguresColumn(sequenceField: string, t: TFunction): TableColumn<ServiceRow> {
  return {
    key: `${sequenceField}Figures`,
    type: 'slot',
    title: t('service-pages:figures.primerColumn'),
    width: 230,
    render: ({ row }) => {
      const value = row[sequenceField];
      const sequence = typeof value === 'string' ? cleanPastedSequence(value) : '';
      if (sequence === '') return null;
      const figures = primerFigures(sequence);
      const tm = figures.tmCelsius === null ? '—' : `${figures.tmCelsius.toFixed(1)} °C`;
      return (
        <span data-testid="primer-figures">{t('service-pages:figures.primerSummary', { length: figures.length, gc: figures.gcPercent.toFixed(1), tm })}</span>
      );
    },
  };
}

/** A primer's price from the staff's price list as the row stands; the server stores the same figure with the order. */
function primerPriceColumn(quote: PrimerQuote, money: (minor: number) => string, t: TFunction): TableColumn<ServiceRow> {
  return {
    key: 'price',
    type: 'slot',
    title: t('service-pages:price'),
    width: 120,
    render: ({ row }) => <span data-testid="primer-price">{money(primerRowPrice(row, quote.prices))}</span>,
  };
}

/** The order table's columns for one service: selection, row number, the figures toggle where rows hold proteins, the fields. */
export function useServiceColumns(service: ServiceKey, quote: PrimerQuote | undefined): TableColumn<ServiceRow>[] {
  const { t } = useTranslation(['services', 'errors', 'sequences']);
  const text = usePageTranslator();
  const format = useOrderFormat();
  return useMemo(() => {
    const fields = serviceFields(service);
    const hasProteins = fields.some((field) => sequenceKindOf(field) === 'protein');
    return [
      { key: 'select', type: 'row-checkbox', title: '' },
      { key: 'number', type: 'row-number', title: '' },
      ...(hasProteins ? [{ key: 'expand', type: 'row-expand', title: '' }] : []),
      ...fields.flatMap((field) => {
        const column = serviceColumn(field, t, text);
        return sequenceKindOf(field) === 'dna' ? [column, primerFiguresColumn(field.name, t)] : [column];
      }),
      ...(quote ? [primerPriceColumn(quote, (minor) => format.money(minor, quote.currency), t)] : []),
    ];
  }, [service, t, text, quote, format]);
}
