import { describe, expect, it } from 'vitest';
import { LOGIN_PATH, guardDecision, isLoginPath, isPublicPath, accountCentrePath, rootRedirect, safeRedirectTarget } from '../src/routing/route-guard.js';

/** Every public route of spec section 2, with concrete values for the parameterised ones. */
const SPEC_PUBLIC_PATHS = [
  '/404',
  '/user/login',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  '/dashboard/HomeView',
  '/designList',
  '/design/1/2',
  '/plasmidResult/42',
  '/abinvivo/Home',
  '/Biosimilar',
  '/Resource',
  '/IsotypeControl',
  '/AntiMouse',
  '/FusionProteins',
  '/AntiDrug',
  '/product/detailCommon',
  '/product/detail',
  '/bio-detailCommon',
  '/abc-product/bio-detail',
  '/RecombinantProtein',
  '/RecombinantProtein-new',
  '/CellLine',
  '/Protein-Search',
  '/Related',
  '/Search',
  '/about',
  '/ContactUs',
  '/FAQ',
  '/News',
  '/NewsDetails',
  '/detailCommon',
  '/Introduce',
  '/scanCode/scannerPage',
];

const PROTECTED_PATHS = [
  '/abinvivoAccount',
  '/abinvivoMyOrder',
  '/abinvivoMyOrder-Detail',
  '/abinvivoCart',
  '/abinvivoProduct',
  '/cart/Index',
  '/myOrder/Index',
  '/myInvoice/Index',
  '/myPackage/Index',
  '/dashboard/analysis',
  '/account/center',
  '/system/setting',
  '/plasmidOrder/Index',
  '/UmabsDB/antibodies',
];

describe('isPublicPath', () => {
  it.each(SPEC_PUBLIC_PATHS)('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each(SPEC_PUBLIC_PATHS)('%s/ (trailing slash) is public', (path) => {
    expect(isPublicPath(`${path}/`)).toBe(true);
  });

  it.each(PROTECTED_PATHS)('%s needs login', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });

  it('matches whole paths only, not prefixes or extra segments', () => {
    expect(isPublicPath('/Biosimilar/secret')).toBe(false);
    expect(isPublicPath('/product/detail/extra')).toBe(false);
    expect(isPublicPath('/design/1')).toBe(false);
    expect(isPublicPath('/design/1/2/3')).toBe(false);
    expect(isPublicPath('/x/abinvivo/Home')).toBe(false);
  });

  it('needs a product name before -product and -Search', () => {
    expect(isPublicPath('/-Search')).toBe(false);
    expect(isPublicPath('/-product/bio-detail')).toBe(false);
    expect(isPublicPath('/a/b-Search')).toBe(false);
  });

  it('treats the configured extra path as public', () => {
    expect(isPublicPath('/promo/spring')).toBe(false);
    expect(isPublicPath('/promo/spring', '/promo/spring')).toBe(true);
    expect(isPublicPath('/promo/spring/', '/promo/spring')).toBe(true);
    expect(isPublicPath('/promo/autumn', '/promo/spring')).toBe(false);
  });

  it('keeps the spec routes public when an extra path is configured', () => {
    expect(isPublicPath('/Biosimilar', '/promo/spring')).toBe(true);
  });

  it('does not make everything public with an empty extra path', () => {
    expect(isPublicPath('/cart/Index', '')).toBe(false);
  });
});

describe('isLoginPath', () => {
  it('recognises the login page only', () => {
    expect(LOGIN_PATH).toBe('/user/login');
    expect(isLoginPath('/user/login')).toBe(true);
    expect(isLoginPath('/user/login/')).toBe(true);
    expect(isLoginPath('/user/register')).toBe(false);
  });
});

describe('guardDecision', () => {
  const base = { search: '', homePath: '/abinvivo/Home', extraPublicPath: '/promo/spring' };

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

  it('lets an anonymous visitor see public pages, including the extra path and login', () => {
    expect(guardDecision({ ...base, pathname: '/Biosimilar', signedIn: false })).toEqual({ kind: 'allow' });
    expect(guardDecision({ ...base, pathname: '/promo/spring', signedIn: false })).toEqual({ kind: 'allow' });
    expect(guardDecision({ ...base, pathname: '/user/login', signedIn: false })).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in visitor on the login page to the home path', () => {
    expect(guardDecision({ ...base, pathname: '/user/login', signedIn: true })).toEqual({
      kind: 'redirect',
      to: '/abinvivo/Home',
    });
    expect(guardDecision({ ...base, pathname: '/user/login/', search: '?redirect=%2Fx', signedIn: true })).toEqual({
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
