import {
  type Language,
  REPORT_SELF_PREFIX,
  type ReportColumnsReply,
  type ReportDataQuery,
  type ReportPage,
  type ReportQueryItem,
  translate,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { REPORTS, type ReportDeclaration, type ReportRequest } from './reports.definitions.js';

const byCode = new Map(REPORTS.map((report) => [report.code, report]));
const byConfigId = new Map(REPORTS.map((report) => [report.configId, report]));
/** Query parameters every getData call may carry besides the report's own. */
const PAGING_PARAMETERS = new Set(['pageNo', 'pageSize', 'column', 'order', '_t']);

function found(report: ReportDeclaration | undefined): ReportDeclaration {
  if (!report) throw new AppError(404, 'reportUnknown');
  return report;
}

export const reportByCode = (code: string) => found(byCode.get(code));
export const reportByConfigId = (configId: string) => found(byConfigId.get(configId));

/** getRpColumns: the report's id, name and columns in the request's language. */
export function reportColumns(report: ReportDeclaration, language: Language): ReportColumnsReply {
  return {
    cgRpConfigId: report.configId,
    cgRpConfigName: translate(language, 'errors', report.name),
    columns: report.columns.map((column) => ({
      dataIndex: column.dataIndex,
      title: translate(language, 'errors', column.title),
      ...(column.sortable ? { sorter: true } : {}),
      ...(column.dictionary ? { customRender: column.dictionary.code, dictOptions: column.dictionary.options(language) } : {}),
    })),
  };
}

/** getQueryInfo: the report's query fields. */
export function reportQueryItems(report: ReportDeclaration, language: Language): ReportQueryItem[] {
  return report.query.map((item) => ({
    field: item.field,
    title: translate(language, 'errors', item.title),
    type: item.type,
    mode: item.mode,
    ...(item.hidden ? { hidden: '1' as const } : {}),
  }));
}

const invalid = (field: string) => new AppError(400, 'reportValueInvalid', { field: field.slice(0, 64) });

/**
 * A date bound as a local date (yyyy-MM-dd): a month ('2026-03') or a day ('2026-03-15'). An end bound becomes the
 * first day after it, so ranges are half-open and a month's end takes the whole month.
 */
function dateBound(value: string, bound: 'begin' | 'end', field: string): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!match) throw invalid(field);
  const [year, month, day] = [Number(match[1]), Number(match[2]), match[3] === undefined ? null : Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day ?? 1));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== (day ?? 1)) throw invalid(field);
  if (bound === 'end') {
    if (day === null) date.setUTCMonth(date.getUTCMonth() + 1);
    else date.setUTCDate(date.getUTCDate() + 1);
  }
  return date.toISOString().slice(0, 10);
}

function checkedValue(type: 'string' | 'date' | 'number', value: string, field: string): string {
  if (type === 'number' && !/^-?\d{1,15}(\.\d{1,6})?$/.test(value)) throw invalid(field);
  if (type === 'date') dateBound(value, 'begin', field);
  return value;
}

/**
 * Checks a getData query against the report's declaration (spec section 7; security.md S12): every parameter must
 * be one the report declares, values must have their field's shape, and the sort column must be a sortable column.
 * Names from the request are only ever looked up, never passed on.
 */
export function reportRequest(report: ReportDeclaration, query: ReportDataQuery, context: { language: Language; timeZone: string }): ReportRequest {
  const values: Record<string, string> = {};
  const ranges: Record<string, { from?: string; until?: string }> = {};
  const self: Record<string, string> = {};
  const parameters = new Map<string, (value: string) => void>();
  for (const item of report.query) {
    if (item.mode === 'single') {
      parameters.set(item.field, (value) => (values[item.field] = checkedValue(item.type, value, item.field)));
      continue;
    }
    const range = (ranges[item.field] = {} as { from?: string; until?: string });
    const bound = (side: 'begin' | 'end') => (value: string) => {
      const name = `${item.field}_${side}`;
      const checked = item.type === 'date' ? dateBound(value, side, name) : checkedValue(item.type, value, name);
      range[side === 'begin' ? 'from' : 'until'] = checked;
    };
    parameters.set(`${item.field}_begin`, bound('begin'));
    parameters.set(`${item.field}_end`, bound('end'));
  }
  for (const [name, accepts] of Object.entries(report.self)) {
    parameters.set(`${REPORT_SELF_PREFIX}${name}`, (value) => {
      if (!accepts(value)) throw invalid(`${REPORT_SELF_PREFIX}${name}`);
      self[name] = value;
    });
  }
  for (const [name, value] of Object.entries(query)) {
    if (PAGING_PARAMETERS.has(name) || value === undefined) continue;
    const apply = parameters.get(name);
    if (!apply) throw new AppError(400, 'reportFieldUnknown', { field: name.slice(0, 64) });
    if (typeof value === 'string' && value.trim() !== '') apply(value.trim());
  }
  const sortable = report.columns.find((column) => column.sortable && column.dataIndex === query.column);
  if (query.column !== undefined && !sortable) throw new AppError(400, 'reportSortUnknown', { column: query.column.slice(0, 64) });
  return {
    values,
    ranges,
    self,
    sort: { column: sortable?.dataIndex ?? report.defaultSort.column, order: query.order ?? (sortable ? 'asc' : report.defaultSort.order) },
    page: { pageNo: query.pageNo, pageSize: query.pageSize },
    ...context,
  };
}

export function reportData(db: Database, report: ReportDeclaration, request: ReportRequest): Promise<ReportPage> {
  return report.load(db, request);
}
