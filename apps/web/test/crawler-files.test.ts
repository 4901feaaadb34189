import { describe, expect, it } from 'vitest';
import { robotsTxt, siteUrlCount, sitemapIndexXml, sitemapXml } from '../app/lib/crawler-files';
import { sitemapPagePaths } from '../app/navigation/pages';
import type { SeoSite } from '../app/lib/seo';

const intl: SeoSite = { edition: 'intl', zhSiteUrl: '', intlSiteUrl: '', brandName: 'Brand', logo: '/images/logo.svg' };

describe('sitemapXml', () => {
  it('lists home, product lines and content pages with absolute URLs from the origin and hreflang alternates', () => {
    const xml = sitemapXml({ site: intl, origin: 'https://shop.example', staticPages: true, news: [], products: [] });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ['/abinvivo/Home', '/Biosimilar', '/AntiDrug', '/CellLine', '/about', '/News', '/FAQ', '/ContactUs', '/Introduce', '/Resource']) {
      expect(xml).toContain(`<loc>https://shop.example${path}</loc>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(sitemapPagePaths().length);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-CN" href="https://shop.example/about?lang=zh"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/about"/>');
  });

  it('lists every product at its product page, escaped, with its last change', () => {
    const xml = sitemapXml({
      site: intl,
      origin: 'https://shop.example',
      staticPages: false,
      news: [],
      products: [
        { catalogNo: 'BE0146', line: 'biosimilar', updatedAt: '2026-01-02T03:04:05.000Z' },
        { catalogNo: 'CL 1&2', line: 'cell-line', updatedAt: 'not a date' },
      ],
    });
    expect(xml).toContain('<loc>https://shop.example/product/detailCommon?catalogNo=BE0146</loc>\n    <lastmod>2026-01-02T03:04:05.000Z</lastmod>');
    expect(xml).toContain('<loc>https://shop.example/bio-detailCommon?catalogNo=CL+1%262</loc>\n    <xhtml:link');
    expect(xml).toContain('href="https://shop.example/product/detailCommon?catalogNo=BE0146&amp;lang=es"');
  });

  it('points the languages at their configured sites in the Chinese edition', () => {
    const zh: SeoSite = { ...intl, edition: 'zh', zhSiteUrl: 'https://cn.example', intlSiteUrl: 'https://www.example' };
    const xml = sitemapXml({ site: zh, origin: 'https://cn.example', staticPages: true, news: [], products: [] });
    expect(xml).toContain('<loc>https://cn.example/FAQ</loc>');
    expect(xml).toContain('hreflang="en" href="https://www.example/FAQ"');
    expect(xml).toContain('hreflang="ja" href="https://cn.example/FAQ?lang=ja"');
  });
});

describe('news and large catalogues', () => {
  it('lists news at their detail pages with the publication date', () => {
    const xml = sitemapXml({
      site: intl,
      origin: 'https://shop.example',
      staticPages: false,
      news: [{ slug: 'new-adc-line', publishedAt: '2026-10-01T00:00:00.000Z' }],
      products: [],
    });
    expect(xml).toContain('<loc>https://shop.example/NewsDetails?id=new-adc-line</loc>\n    <lastmod>2026-10-01T00:00:00.000Z</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(1);
  });

  it('indexes the pages file and one products file per 50,000 products', () => {
    expect(siteUrlCount(9, 49_000)).toBe(sitemapPagePaths().length + 49_009);
    const xml = sitemapIndexXml({ origin: 'https://shop.example', productFiles: 3 });
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://shop.example/sitemaps/pages</loc>',
      '<loc>https://shop.example/sitemaps/products/1</loc>',
      '<loc>https://shop.example/sitemaps/products/2</loc>',
      '<loc>https://shop.example/sitemaps/products/3</loc>',
    ]);
  });
});

describe('robotsTxt', () => {
  it('allows the catalogue, lists the closed paths and names the sitemap', () => {
    expect(robotsTxt({ origin: 'https://shop.example', disallow: ['/jeecg-boot/', '/user/'] })).toBe(
      'User-agent: *\nAllow: /\nDisallow: /jeecg-boot/\nDisallow: /user/\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
  });
});
