import type { SystemType } from '../config/public-config.js';

export const LOGIN_PATH = '/user/login';

/** The login page, coming back to `here` (a path with its query) afterwards. */
export function loginPath(here: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: here }).toString()}`;
}
export const NOT_FOUND_PATH = '/404';

/**
 * Public routes of spec section 2, and the catalogue's pages the spec names elsewhere: the footer's
 * /ServiceSupport (section 1), the product page's route name ProductDetails, the resources' DownloadCenter and
 * CustomServices (section 2's named routes) and the ordering terms the order forms link to. `:x` matches one path
 * segment, `*-x` a segment ending in `-x`. The guard and the page cache both read this list.
 */
export const PUBLIC_ROUTE_PATTERNS: readonly string[] = [
  '/404',
  '/user/login',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  '/oauth2-app/login',
  '/dashboard/HomeView',
  '/designList',
  '/design/:fid/:id',
  '/plasmidResult/:id',
  '/abinvivo/Home',
  '/Biosimilar',
  '/Resource',
  '/IsotypeControl',
  '/AntiMouse',
  '/FusionProteins',
  '/AntiDrug',
  '/product/detailCommon',
  '/product/detail',
  '/ProductDetails',
  '/bio-detailCommon',
  '/*-product/bio-detail',
  '/*-product/bio-detailCommon',
  '/RecombinantProtein',
  '/RecombinantProtein-new',
  '/CellLine',
  '/*-Search',
  '/Related',
  '/Search',
  '/about',
  '/ContactUs',
  '/FAQ',
  '/News',
  '/NewsDetails',
  '/detailCommon',
  '/Introduce',
  '/ServiceSupport',
  '/DownloadCenter',
  '/CustomServices',
  '/TermsOfSale',
  '/scanCode/scannerPage',
];

function escapeRegex(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

export function patternToRegex(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment.startsWith('*-')) return `[^/]+${escapeRegex(segment.slice(1))}`;
      return escapeRegex(segment);
    })
    .join('/');
  // Route matching is case-insensitive, as in the router the portal was first written for.
  return new RegExp(`^${body}/?$`, 'i');
}

const publicRegexes = PUBLIC_ROUTE_PATTERNS.map(patternToRegex);

export function isPublicPath(pathname: string, extraPublicPath = ''): boolean {
  if (extraPublicPath && patternToRegex(extraPublicPath).test(pathname)) return true;
  return publicRegexes.some((regex) => regex.test(pathname));
}

export function isLoginPath(pathname: string): boolean {
  return patternToRegex(LOGIN_PATH).test(pathname);
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * The guard of spec section 2: public paths pass; a signed-in visitor on the login page goes home;
 * any other path without a session goes to login carrying where the visitor wanted to be.
 */
export function guardDecision(input: { pathname: string; search: string; signedIn: boolean; homePath: string; extraPublicPath: string }): GuardDecision {
  if (input.signedIn && isLoginPath(input.pathname)) return { kind: 'redirect', to: input.homePath };
  if (input.signedIn || isPublicPath(input.pathname, input.extraPublicPath)) return { kind: 'allow' };
  return { kind: 'redirect', to: loginPath(input.pathname + input.search) };
}

/** Where the root path leads for each system type. */
export function rootRedirect(systemType: SystemType): string {
  if (systemType === 1) return '/dashboard/analysis';
  if (systemType === 2) return '/dashboard/HomeView';
  return '/abinvivo/Home';
}

/** The user centre of each system type's menu (spec section 2). */
export function accountCentrePath(systemType: SystemType): string {
  return systemType === 3 ? '/abinvivoAccount' : '/account/center';
}

/** System settings: a signed-in page of the Chinese edition only (spec section 2). */
export const SYSTEM_SETTINGS_PATH = '/system/setting';

/** The customer's invoices and parcels: signed-in pages of the Chinese edition only (spec sections 2 and 6). */
export const MY_INVOICES_PATH = '/myInvoice/Index';
export const MY_PARCELS_PATH = '/myPackage/Index';

/** The invoices or parcels page, showing only the order `orderId`'s when given (the order page links there). */
export function orderDocumentsPath(page: typeof MY_INVOICES_PATH | typeof MY_PARCELS_PATH, orderId?: string): string {
  return orderId ? `${page}?${new URLSearchParams({ orderId }).toString()}` : page;
}

/** Only same-site paths may be used as a post-login redirect target. */
export function safeRedirectTarget(target: string | null | undefined, fallback: string): string {
  // Browsers drop tabs and newlines from URLs, so '/\t/evil.com' would become '//evil.com'.
  if (!target || [...target].some((ch) => ch <= '\u001f' || ch === '\u007f' || ch === '\\')) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  return target;
}
