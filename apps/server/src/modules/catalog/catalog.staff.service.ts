import {
  type Language,
  type LocalizedText,
  type PageResult,
  type StaffProduct,
  type StaffProductRow,
  type StaffPublishInput,
  catalogueLine,
  type staffProductInputSchema,
  type staffProductListQuerySchema,
  toPageResult,
} from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type StaffActor, appendAudit } from '../audit/index.js';
import type { SheetRow } from '../uploads/index.js';
import { refreshCatalogueDerived } from './catalog.derived.service.js';
import { type CatalogueEntry, DATASHEET_DOCUMENT } from './catalog.entry.js';
import { packMassUg } from './catalog.import.columns.js';
import { type ImportReport, importProducts } from './catalog.import.service.js';
import { notifyCatalogueChanged } from './catalog.revision.js';
import { checkPageDepth } from './catalog.service.js';
import {
  type ProductRecord,
  type SavedPack,
  catalogNoTaken,
  packRecords,
  productRecord,
  replacePacks,
  setProductPublished,
  staffProductRows,
  updateProductFields,
} from './catalog.staff.repository.js';
import { bumpRevision, insertEntries } from './catalog.write.repository.js';

type ProductInput = z.output<typeof staffProductInputSchema>;

/** A new product's datasheet, generated from its record as for imported products. */

const EMPTY_TEXT: LocalizedText = { zh: '', en: '', es: '', ja: '' };

export async function staffProducts(
  db: Database,
  query: z.output<typeof staffProductListQuerySchema>,
  language: Language,
): Promise<PageResult<StaffProductRow>> {
  checkPageDepth(query);
  const filters = { keyword: query.keyword || undefined, line: query.line, published: query.published === undefined ? undefined : query.published === 'true' };
  const { rows, total } = await staffProductRows(db, filters, { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize, language });
  return toPageResult(
    rows.map((row) => ({ ...row, packCount: Number(row.packCount), updatedAt: row.updatedAt.toISOString() })),
    total,
    query,
  );
}

async function toStaffProduct(db: Database, row: ProductRecord): Promise<StaffProduct> {
  const { priceFromUsd: _usd, priceFromCny: _cny, description, specs, createdAt, updatedAt, ...fields } = row;
  return {
    ...fields,
    description: description ?? EMPTY_TEXT,
    specs: Object.entries(specs).map(([key, value]) => ({ key: key as keyof typeof specs, value: value ?? '' })),
    packs: await packRecords(db, row.id),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export async function staffProduct(db: Database, by: { catalogNo: string } | { id: string }): Promise<StaffProduct> {
  const row = await productRecord(db, 'catalogNo' in by ? { catalogNo: by.catalogNo.toUpperCase() } : by);
  if (!row) throw new AppError(404, 'catalogProductNotFound');
  return toStaffProduct(db, row);
}

function productFields(input: ProductInput): CatalogueEntry['product'] {
  const allowed = catalogueLine(input.line).categorySec;
  if (input.categorySec !== '' && !allowed.includes(input.categorySec)) throw new AppError(400, 'catalogCategoryUnknown', { categorySec: input.categorySec });
  const hasDescription = Object.values(input.description).some((text) => text !== '');
  return {
    catalogNo: input.catalogNo,
    line: input.line,
    categorySec: input.categorySec || (allowed[0] ?? ''),
    name: input.name,
    description: hasDescription ? input.description : null,
    target: input.target,
    geneSymbol: input.geneSymbol,
    clone: input.clone,
    isotype: input.isotype,
    reactivity: input.reactivity,
    host: input.host,
    format: input.format,
    applications: input.applications,
    specs: Object.fromEntries(input.specs.map((spec) => [spec.key, spec.value])),
  };
}

/** Writes the product and its packs; answers its id. Runs inside the save's transaction. */
async function writeProduct(tx: Database, input: ProductInput, fields: CatalogueEntry['product'], packs: SavedPack[]): Promise<string> {
  if (await catalogNoTaken(tx, fields.catalogNo, input.id ?? null)) throw new AppError(409, 'catalogProductExists', { catalogNo: fields.catalogNo });
  if (!input.id) {
    const [id] = await insertEntries(tx, [{ product: fields, packs, documents: [DATASHEET_DOCUMENT], citations: [], relations: [] }]);
    if (!id) throw new AppError(409, 'catalogProductExists', { catalogNo: fields.catalogNo });
    if (!input.published) await setProductPublished(tx, fields.catalogNo, false);
    return id;
  }
  const { id } = input;
  if (!(await productRecord(tx, { id }))) throw new AppError(404, 'catalogProductNotFound');
  const own = new Set((await packRecords(tx, id)).map((pack) => pack.id));
  if (packs.some((pack) => pack.id !== undefined && !own.has(pack.id))) throw new AppError(400, 'catalogPackUnknown');
  await updateProductFields(tx, id, fields, input.published);
  await replacePacks(tx, id, packs);
  return id;
}

/**
 * Creates (no id) or updates one product with its packs and prices, audited in the same transaction. The derived
 * data (search document, lowest prices) is rebuilt and the catalogue revision bumped, so the public pages and the
 * read cache show the change at once.
 */
export async function saveStaffProduct(db: Database, actor: StaffActor, input: ProductInput): Promise<StaffProduct> {
  const fields = productFields(input);
  const packs: SavedPack[] = input.packs.map((pack) => ({ id: pack.id, sizeLabel: pack.sizeLabel, amountUg: packMassUg(pack.sizeLabel), prices: pack.prices }));
  const { id, revision } = await db.transaction(async (tx) => {
    const before = input.id ? await packRecords(tx, input.id) : [];
    const id = await writeProduct(tx, input, fields, packs);
    const revision = await refreshCatalogueDerived(tx, [id]);
    await appendAudit(tx, {
      ...actor,
      action: input.id ? 'product.update' : 'product.create',
      objectType: 'product',
      objectId: fields.catalogNo,
      details: {
        id,
        published: input.published,
        packs: packs.map((pack) => ({ sizeLabel: pack.sizeLabel, prices: pack.prices })),
        ...(input.id ? { previousPacks: before.map((pack) => ({ sizeLabel: pack.sizeLabel, prices: pack.prices })) } : {}),
      },
    });
    return { id, revision };
  });
  notifyCatalogueChanged(revision);
  return staffProduct(db, { id });
}

export async function publishStaffProduct(db: Database, actor: StaffActor, input: StaffPublishInput): Promise<StaffProduct> {
  const catalogNo = input.catalogNo.toUpperCase();
  const { id, revision } = await db.transaction(async (tx) => {
    const id = await setProductPublished(tx, catalogNo, input.published);
    if (!id) throw new AppError(404, 'catalogProductNotFound');
    const revision = await refreshCatalogueDerived(tx, [id]);
    await appendAudit(tx, {
      ...actor,
      action: input.published ? 'product.publish' : 'product.unpublish',
      objectType: 'product',
      objectId: catalogNo,
      details: { id },
    });
    return { id, revision };
  });
  notifyCatalogueChanged(revision);
  return staffProduct(db, { id });
}

/**
 * The spreadsheet import run by a staff member, audited with its counts in the import's transaction (the import's
 * own becomes a savepoint). The import announces its revision before this outer transaction commits, so a reader
 * could cache what it saw in between; a second bump after the commit drops that.
 */
export async function importStaffProducts(
  db: Database,
  actor: StaffActor,
  rows: SheetRow[],
  file: { name: string; language: Language },
): Promise<ImportReport> {
  const report = await db.transaction(async (tx) => {
    const report = await importProducts(tx, rows, file.language);
    const { total, created, updated, errors } = report;
    await appendAudit(tx, {
      ...actor,
      action: 'catalog.import',
      objectType: 'catalog-import',
      objectId: file.name,
      details: { total, created, updated, failed: errors.length, failedRows: errors.slice(0, 100).map((error) => error.row) },
    });
    return report;
  });
  if (report.created + report.updated > 0) notifyCatalogueChanged(await bumpRevision(db));
  return report;
}
