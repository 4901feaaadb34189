import type { Currency, LocalizedText, PriceGroup, ProductDocumentKind, ProductLine, ProductSpecKey } from '@portal/domain';
import type { ProductRelationKind } from './catalog.table.js';

export type EntryPrice = { priceGroup: PriceGroup; currency: Currency; amount: number };
export type EntryPack = { sizeLabel: string; amountUg: number | null; prices: EntryPrice[] };
export type EntryDocument = { kind: ProductDocumentKind; lotNo: string; title: LocalizedText; data: Record<string, string> };
export type EntryCitation = { title: string; journal: string; year: number; pmid: string; doi: string; application: string };

/** One product with everything that hangs off it, as the demo generator and the import produce it. */
export type CatalogueEntry = {
  product: {
    catalogNo: string;
    line: ProductLine;
    categorySec: string;
    name: LocalizedText;
    description: LocalizedText | null;
    target: string;
    geneSymbol: string;
    clone: string;
    isotype: string;
    reactivity: string;
    host: string;
    format: string;
    applications: string[];
    specs: Partial<Record<ProductSpecKey, string>>;
  };
  packs: EntryPack[];
  documents: EntryDocument[];
  citations: EntryCitation[];
  /** Other products by catalogue number; a number not (yet) in the catalogue is skipped. */
  relations: { kind: ProductRelationKind; catalogNo: string }[];
};

/** The datasheet every product carries (drawn from the product's own record when downloaded). */
export const DATASHEET_DOCUMENT: EntryDocument = {
  kind: 'datasheet',
  lotNo: '',
  title: { en: 'Datasheet', zh: '产品说明书', es: 'Ficha técnica', ja: 'データシート' },
  data: {},
};
