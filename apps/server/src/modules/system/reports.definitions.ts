import { type ErrorKey, type Language, PRODUCT_LINES, type ProductLine, type ReportPage, translate } from '@portal/domain';
import type { Database } from '../../db/client.js';
import {
  type CustomersByMonthColumn,
  type ProductPickerColumn,
  type SortOrder,
  type UploadsByFolderColumn,
  customersByMonth,
  productPicker,
  uploadsByFolder,
} from './reports.repository.js';

/** Who may run a report: staff with the reports permission, or signed-in customers. */
export type ReportAudience = 'staff' | 'customer';

/** A report's request once checked against its declaration: only declared fields, values in shape. */
export type ReportRequest<C extends string = string> = {
  /** 'single' query fields that were given. */
  values: Readonly<Record<string, string>>;
  /** 'group' query fields as local dates: `from` inclusive, `until` exclusive. */
  ranges: Readonly<Record<string, { from?: string; until?: string }>>;
  self: Readonly<Record<string, string>>;
  sort: { column: C; order: SortOrder };
  page: { pageNo: number; pageSize: number };
  language: Language;
  timeZone: string;
};

export type ReportColumnDeclaration<C extends string> = {
  dataIndex: C;
  title: ErrorKey;
  sortable?: true;
  /** For columns of codes: the dictionary's name and its texts in a language. */
  dictionary?: { code: string; options: (language: Language) => { value: string; text: string }[] };
};

export type ReportQueryDeclaration = { field: string; title: ErrorKey; type: 'string' | 'date' | 'number'; mode: 'single' | 'group'; hidden?: true };

export type ReportDeclaration<C extends string = string> = {
  /** The code `getRpColumns/{code}` takes, and the id the other calls take. */
  code: string;
  configId: string;
  name: ErrorKey;
  audience: ReportAudience;
  columns: readonly ReportColumnDeclaration<C>[];
  query: readonly ReportQueryDeclaration[];
  /** The report's `self_` parameters (without the prefix) and the values each accepts. */
  self: Readonly<Record<string, (value: string) => boolean>>;
  defaultSort: { column: C; order: SortOrder };
  load: (db: Database, request: ReportRequest<C>) => Promise<ReportPage>;
};

/**
 * Keeps each report's column type while the registry holds them all; the service passes a report only sort columns
 * from its own declaration, so the widening is safe.
 */
function report<C extends string>(declaration: ReportDeclaration<C>): ReportDeclaration {
  return declaration as unknown as ReportDeclaration;
}

const LINE_NAMES: Record<ProductLine, ErrorKey> = {
  biosimilar: 'productLineBiosimilar',
  'isotype-control': 'productLineIsotypeControl',
  'anti-mouse': 'productLineAntiMouse',
  fusion: 'productLineFusion',
  adc: 'productLineAdc',
  related: 'productLineRelated',
  'recombinant-protein': 'productLineRecombinantProtein',
  'cell-line': 'productLineCellLine',
};
const isProductLine = (value: string): value is ProductLine => (PRODUCT_LINES as readonly string[]).includes(value);

/** The reports the portal offers. Adding one means declaring it here and writing its query in the repository. */
export const REPORTS: readonly ReportDeclaration[] = [
  report<CustomersByMonthColumn>({
    code: 'customers_by_month',
    configId: 'rp-customers-by-month',
    name: 'reportCustomersByMonth',
    audience: 'staff',
    columns: [
      { dataIndex: 'month', title: 'reportMonth', sortable: true },
      { dataIndex: 'newCustomers', title: 'reportNewCustomers', sortable: true },
      { dataIndex: 'withPhone', title: 'reportWithPhone', sortable: true },
      { dataIndex: 'activeLast30Days', title: 'reportActiveLast30Days', sortable: true },
    ],
    query: [{ field: 'month', title: 'reportMonth', type: 'date', mode: 'group' }],
    self: {},
    defaultSort: { column: 'month', order: 'desc' },
    load: (db, request) =>
      customersByMonth(db, { ...request.ranges.month, timeZone: request.timeZone, sort: request.sort, page: request.page, now: new Date() }),
  }),
  report<UploadsByFolderColumn>({
    code: 'uploads_by_folder',
    configId: 'rp-uploads-by-folder',
    name: 'reportUploadsByFolder',
    audience: 'staff',
    columns: [
      { dataIndex: 'folder', title: 'reportFolder', sortable: true },
      { dataIndex: 'files', title: 'reportFiles', sortable: true },
      { dataIndex: 'totalSize', title: 'reportTotalSize', sortable: true },
    ],
    query: [{ field: 'folder', title: 'reportFolder', type: 'string', mode: 'single' }],
    self: {},
    defaultSort: { column: 'folder', order: 'asc' },
    load: (db, request) => uploadsByFolder(db, { ...(request.values.folder ? { folder: request.values.folder } : {}), sort: request.sort, page: request.page }),
  }),
  report<ProductPickerColumn>({
    code: 'product_picker',
    configId: 'rp-product-picker',
    name: 'reportProductPicker',
    audience: 'customer',
    columns: [
      { dataIndex: 'catalogNo', title: 'reportCatalogNo', sortable: true },
      { dataIndex: 'name', title: 'reportProductName', sortable: true },
      {
        dataIndex: 'line',
        title: 'reportCategory',
        sortable: true,
        dictionary: {
          code: 'product_line',
          options: (language) => PRODUCT_LINES.map((line) => ({ value: line, text: translate(language, 'errors', LINE_NAMES[line]) })),
        },
      },
    ],
    query: [{ field: 'keyword', title: 'reportKeyword', type: 'string', mode: 'single' }],
    // An order form opens the picker on its own product line: self_line.
    self: { line: isProductLine },
    defaultSort: { column: 'catalogNo', order: 'asc' },
    load: (db, request) => {
      const line = request.self.line;
      return productPicker(db, {
        ...(request.values.keyword ? { keyword: request.values.keyword } : {}),
        ...(line && isProductLine(line) ? { line } : {}),
        language: request.language,
        sort: request.sort,
        page: request.page,
      });
    },
  }),
];
