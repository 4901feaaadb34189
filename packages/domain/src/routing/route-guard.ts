import type { SystemType } from '../config/public-config.js';

export const LOGIN_PATH = '/user/login';

/** The login page, coming back to `here` (a path with its query) afterwards. */
export function loginPath(here: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: here }).toString()}`;
}
export const NOT_FOUND_PATH = '/404';

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

export function isLoginPath(pathname: string): boolean {
  return patternToRegex(LOGIN_PATH).test(pathname);
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * The guard of spec section 2: public pages pass (the web app's page table says which are); a signed-in visitor on
 * the login page goes home; any other path without a session goes to login carrying where the visitor wanted to be.
 */
export function guardDecision(input: { pathname: string; search: string; signedIn: boolean; homePath: string; isPublic: boolean }): GuardDecision {
  if (input.signedIn && isLoginPath(input.pathname)) return { kind: 'redirect', to: input.homePath };
  if (input.signedIn || input.isPublic) return { kind: 'allow' };
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
