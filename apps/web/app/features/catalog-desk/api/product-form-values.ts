import {
  CURRENCIES,
  type Currency,
  type LocalizedText,
  PRICE_GROUPS,
  type PriceGroup,
  type ProductSpecKey,
  type StaffProduct,
  type StaffProductInput,
  majorFromMinor,
  minorFromMajor,
} from '@portal/domain';

/** Prices as typed, in major units per price group and currency; '' is no price (quote only in that group). */
export type PriceTexts = Record<PriceGroup, Record<Currency, string>>;
export type PackValues = { id?: string; sizeLabel: string; prices: PriceTexts };

/** The editor's values: a stored product's fields, with specs that may lack a key while typed and prices as typed. */
export type ProductValues = Omit<StaffProduct, 'id' | 'specs' | 'packs' | 'createdAt' | 'updatedAt'> & {
  id?: string;
  specs: { key?: ProductSpecKey; value: string }[];
  packs: PackValues[];
};

const EMPTY_TEXT: LocalizedText = { zh: '', en: '', es: '', ja: '' };

export const emptyPriceTexts = (): PriceTexts =>
  Object.fromEntries(PRICE_GROUPS.map((group) => [group, Object.fromEntries(CURRENCIES.map((currency) => [currency, '']))])) as PriceTexts;

export const NEW_PRODUCT: ProductValues = {
  catalogNo: '',
  line: 'biosimilar',
  categorySec: '',
  name: EMPTY_TEXT,
  description: EMPTY_TEXT,
  target: '',
  geneSymbol: '',
  clone: '',
  isotype: '',
  reactivity: '',
  host: '',
  format: '',
  applications: [],
  specs: [],
  packs: [],
  published: false,
};

/** The editor's values for a stored product, prices shown in major units. */
export function productValues(product: StaffProduct): ProductValues {
  return {
    ...product,
    packs: product.packs.map((pack) => {
      const prices = emptyPriceTexts();
      for (const price of pack.prices) prices[price.priceGroup][price.currency] = majorFromMinor(price.amount);
      return { id: pack.id, sizeLabel: pack.sizeLabel, prices };
    }),
  };
}

/**
 * What the editor sends: every typed price converted exactly to minor units (the form has checked each is an
 * amount); empty prices are left out.
 */
export function productInput(values: ProductValues): StaffProductInput {
  const { packs, specs, ...fields } = values;
  return {
    ...fields,
    specs: specs.flatMap((spec) => (spec.key ? [{ key: spec.key, value: spec.value }] : [])),
    packs: packs.map((pack) => ({
      ...(pack.id ? { id: pack.id } : {}),
      sizeLabel: pack.sizeLabel,
      prices: PRICE_GROUPS.flatMap((priceGroup) =>
        CURRENCIES.flatMap((currency) => {
          const amount = minorFromMajor(pack.prices[priceGroup][currency]);
          return amount === null ? [] : [{ priceGroup, currency, amount }];
        }),
      ),
    })),
  };
}

/** A price cell is valid when empty or an amount with at most two decimals. */
export const isPriceText = (text: string | undefined) => !text?.trim() || minorFromMajor(text) !== null;
