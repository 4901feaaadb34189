import { isPublicPath } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { staticSitemapPaths } from '../app/lib/crawler-files';
import routes from '../app/routes';

type RouteEntry = { file: string; path?: string; index?: boolean; children?: RouteEntry[] };

/** A path a visitor could open for a route: parameters filled with values their loaders accept. */
function samplePath(path: string): string {
  const sample = path
    .replace(':productPage', 'Biosimilar-product')
    .replace(':productSearch', 'CellLine-Search')
    .replace(':typeName', 'all')
    .replace(/\/:[^/]+\?$/, '');
  return `/${sample}`;
}

function pagesOf(layoutFile: string): string[] {
  const layout = (routes as RouteEntry[]).find((entry) => entry.file === layoutFile);
  if (!layout?.children?.length) throw new Error(`${layoutFile} is not a layout of the route table`);
  return layout.children.map((child) => samplePath(child.path ?? ''));
}

// The catalogue and sign-in layouts serve visitors without a session, and the page cache keeps a page only when the
// guard's list calls it public: the two must agree on every page of the real route table.
describe('public pages of the route table', () => {
  it.each(pagesOf('layouts/catalogue-layout.tsx'))('catalogue page %s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it('counts the catalogue pages the spec names outside its route guard as public', () => {
    const catalogue = pagesOf('layouts/catalogue-layout.tsx');
    for (const path of ['/ServiceSupport', '/DownloadCenter', '/CustomServices', '/ProductDetails', '/TermsOfSale']) expect(catalogue).toContain(path);
  });

  it.each(pagesOf('layouts/auth-layout.tsx'))('sign-in page %s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each(pagesOf('layouts/portal-layout.tsx'))('signed-in page %s is not public', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });

  it('lists only public pages in the sitemap', () => {
    for (const path of staticSitemapPaths()) expect(isPublicPath(path), path).toBe(true);
  });

  it('keeps the not-found page public', () => {
    expect((routes as RouteEntry[]).some((entry) => entry.path === '404')).toBe(true);
    expect(isPublicPath('/404')).toBe(true);
  });
});
