import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageScriptsOf } from '../app/lib/page-scripts';

const match = (id: string, handle: unknown, data: unknown = null): UIMatch => ({ id, pathname: '/', params: {}, data, loaderData: data, handle });
const visitorsOnly = { islands: (data: unknown) => (data as { user: unknown } | null)?.user === null };

describe('which pages run without the React app', () => {
  it('hydrates a page no route speaks for', () => {
    expect(pageScriptsOf([match('root', undefined), match('portal', {})])).toBe('app');
  });

  it('sends a visitor the islands and a signed-in user the app when the layout decides by its data', () => {
    expect(pageScriptsOf([match('root', undefined), match('catalogue', visitorsOnly, { user: null }), match('home', undefined)])).toBe('islands');
    expect(pageScriptsOf([match('root', undefined), match('catalogue', visitorsOnly, { user: { id: '1' } }), match('home', undefined)])).toBe('app');
  });

  it('lets the deepest route that says overrule its layout', () => {
    expect(pageScriptsOf([match('catalogue', visitorsOnly, { user: null }), match('custom-services', { islands: false })])).toBe('app');
    expect(pageScriptsOf([match('layout', { islands: false }), match('page', { islands: true })])).toBe('islands');
  });

  it('hydrates when the deciding route has no data (an error page)', () => {
    expect(pageScriptsOf([match('catalogue', visitorsOnly, undefined)])).toBe('app');
  });
});
