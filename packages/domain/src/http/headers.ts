/** Header names of the wire contract, in the case the client sends them. */
export const HEADERS = {
  accessToken: 'X-Access-Token',
  tenantId: 'tenant-id',
  tenantIdAlt: 'X-Tenant-Id',
  timeZone: 'Time-Zone',
  lowAppId: 'X-Low-App-ID',
  sign: 'X-Sign',
  signTimestamp: 'X-TIMESTAMP',
  idempotencyKey: 'Idempotency-Key',
  /**
   * Sent by the portal's own pages: their session lives in the HttpOnly cookie the server sets at sign-in, so a
   * sign-in reply to them leaves the token out of its body and no page script ever holds it.
   */
  sessionCookie: 'X-Session-Cookie',
} as const;

/**
 * Set by the web renderer on a page every visitor without a session sees alike (the page table's public pages outside
 * the sign-in forms), and taken off by the server, which keeps only such pages in its page cache.
 */
export const PUBLIC_PAGE_HEADER = 'X-Portal-Public-Page';

/** Client-side request timeout from the spec (section 7). */
export const HTTP_TIMEOUT_MS = 90_000;

/** Delay between a 401 and the forced reload (spec section 8). */
export const UNAUTHORIZED_RELOAD_MS = 1_500;

/** Session and stored user info lifetime: 7 days (spec section 9). */
export const SESSION_TTL_MS = 604_800_000;

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const LANGUAGE_COOKIE = 'lang';
