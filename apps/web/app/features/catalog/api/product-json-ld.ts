import type { ProductDetail } from '@portal/domain';

/**
 * schema.org Product data of a product page: one offer per priced pack. Quote-only packs have no price a
 * search engine could show, so they are left out.
 */
export function productJsonLd(product: ProductDetail, input: { url: string; brand: string; image: string }): Record<string, unknown> {
  const offers = product.packs
    .filter((pack) => pack.price !== null)
    .map((pack) => ({
      '@type': 'Offer',
      name: pack.sizeLabel,
      sku: `${product.catalogNo}-${pack.sizeLabel}`,
      price: ((pack.price as number) / 100).toFixed(2),
      priceCurrency: pack.currency,
      availability: 'https://schema.org/InStock',
      url: input.url,
    }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.catalogNo,
    mpn: product.catalogNo,
    name: product.name,
    description: product.description,
    image: input.image,
    brand: { '@type': 'Brand', name: input.brand },
    category: product.line,
    url: input.url,
    offers,
  };
}
