import { describe, expect, it } from 'vitest';
import { LOGIN_PATH, guardDecision, isLoginPath, accountCentrePath, rootRedirect, safeRedirectTarget } from '../src/routing/route-guard.js';

describe('isLoginPath', () => {
  it('recognises the login page only', () => {
    expect(LOGIN_PATH).toBe('/user/login');
    expect(isLoginPath('/user/login')).toBe(true);
    expect(isLoginPath('/user/login/')).toBe(true);
    expect(isLoginPath('/user/register')).toBe(false);
  });
});

describe('guardDecision', () => {
  const base = { search: '', homePath: '/abinvivo/Home', isPublic: false };

  it('sends an anonymous visitor on a protected page to login with the encoded path and search', () => {
    expect(guardDecision({ ...base, pathname: '/cart/Index', search: '?a=1&b=2', signedIn: false })).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Fcart%2FIndex%3Fa%3D1%26b%3D2',
    });
    expect(guardDecision({ ...base, pathname: '/abinvivoAccount', signedIn: false })).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2FabinvivoAccount',
    });
  });

  it('lets an anonymous visitor see public pages, login among them', () => {
    expect(guardDecision({ ...base, pathname: '/Biosimilar', signedIn: false, isPublic: true })).toEqual({ kind: 'allow' });
    expect(guardDecision({ ...base, pathname: '/user/login', signedIn: false, isPublic: true })).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in visitor on the login page to the home path', () => {
    expect(guardDecision({ ...base, pathname: '/user/login', signedIn: true, isPublic: true })).toEqual({
      kind: 'redirect',
      to: '/abinvivo/Home',
    });
    expect(guardDecision({ ...base, pathname: '/user/login/', search: '?redirect=%2Fx', signedIn: true, isPublic: true })).toEqual({
      kind: 'redirect',
      to: '/abinvivo/Home',
    });
  });

  it('lets a signed-in visitor go anywhere else', () => {
    for (const pathname of ['/cart/Index', '/myOrder/Index', '/Biosimilar', '/user/register']) {
      expect(guardDecision({ ...base, pathname, signedIn: true })).toEqual({ kind: 'allow' });
    }
  });
});

describe('accountCentrePath', () => {
  it('is /abinvivoAccount in the animal-model portal and /account/center in the others', () => {
    expect(accountCentrePath(3)).toBe('/abinvivoAccount');
    expect(accountCentrePath(1)).toBe('/account/center');
    expect(accountCentrePath(2)).toBe('/account/center');
  });
});

describe('rootRedirect', () => {
  it('leads to the home of each system type', () => {
    expect(rootRedirect(1)).toBe('/dashboard/analysis');
    expect(rootRedirect(2)).toBe('/dashboard/HomeView');
    expect(rootRedirect(3)).toBe('/abinvivo/Home');
  });
});

describe('safeRedirectTarget', () => {
  const fallback = '/abinvivo/Home';

  it('keeps a same-site path with its query', () => {
    expect(safeRedirectTarget('/cart/Index?a=1&b=2', fallback)).toBe('/cart/Index?a=1&b=2');
    expect(safeRedirectTarget('/abinvivoMyOrder', fallback)).toBe('/abinvivoMyOrder');
  });

  it.each(['//evil.com', '//evil.com/path', 'https://x', 'http://evil.com/', 'javascript:alert(1)', 'cart/Index'])('rejects %s', (target) => {
    expect(safeRedirectTarget(target, fallback)).toBe(fallback);
  });

  it('rejects backslash tricks that browsers treat as //', () => {
    expect(safeRedirectTarget('\\\\evil.com', fallback)).toBe(fallback);
    expect(safeRedirectTarget('/\\evil.com', fallback)).toBe(fallback);
  });

  it('rejects control characters that browsers strip into //', () => {
    expect(safeRedirectTarget('/\t/evil.com', fallback)).toBe(fallback);
    expect(safeRedirectTarget('/\n/evil.com', fallback)).toBe(fallback);
  });

  it('falls back for an empty or missing target', () => {
    expect(safeRedirectTarget('', fallback)).toBe(fallback);
    expect(safeRedirectTarget(null, fallback)).toBe(fallback);
    expect(safeRedirectTarget(undefined, fallback)).toBe(fallback);
  });
});
