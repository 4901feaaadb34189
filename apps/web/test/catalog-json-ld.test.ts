import type { ProductDetail } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../app/features/catalog/api/product-json-ld';

const summary = {
  id: '1',
  catalogNo: 'IC-0001',
  line: 'isotype-control' as const,
  categorySec: 'V3',
  name: 'Mouse IgG1 isotype control',
  target: '',
  clone: 'MOPC-21',
  isotype: 'IgG1',
  reactivity: '',
  host: 'Mouse',
  format: 'Purified',
  applications: ['in vivo'],
  priceFrom: 9000,
  currency: 'USD' as const,
};
const product: ProductDetail = {
  ...summary,
  description: 'Isotype control for in vivo studies.',
  specs: [],
  packs: [
    { id: 'a', sizeLabel: '1 mg', amountUg: 1000, price: 9000, listPrice: 10000, currency: 'USD' },
    { id: 'b', sizeLabel: '100 mg', amountUg: 100000, price: null, listPrice: null, currency: 'USD' },
  ],
  quoteAboveUg: 100000,
  documents: [],
  isotypeControl: null,
  dilutionBuffer: null,
  related: [],
  citations: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('productJsonLd', () => {
  it('describes the product with one offer per priced pack', () => {
    const data = productJsonLd(product, {
      url: 'https://shop.test/product/detailCommon?catalogNo=IC-0001',
      brand: 'Abinvivo',
      image: 'https://shop.test/logo.svg',
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: 'IC-0001',
      name: 'Mouse IgG1 isotype control',
      description: 'Isotype control for in vivo studies.',
      brand: { '@type': 'Brand', name: 'Abinvivo' },
    });
    expect(data.offers).toEqual([
      {
        '@type': 'Offer',
        name: '1 mg',
        sku: 'IC-0001-1 mg',
        price: '90.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.test/product/detailCommon?catalogNo=IC-0001',
      },
    ]);
  });
});
