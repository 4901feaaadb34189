import { ACCESS_TOKEN_COOKIE, type LoginResult, SESSION_TTL_MS, STAFF_TOKEN_COOKIE, type UserInfo, serializeCookie } from '@portal/domain';
import { SESSION_KEYS, STORAGE_KEYS, readJson, removeValue, storeJson } from './browser-storage';

function keepToken(cookie: string, token: string) {
  document.cookie = serializeCookie(cookie, token, { maxAgeSeconds: SESSION_TTL_MS / 1000, secure: window.location.protocol === 'https:' });
}

/**
 * The signed-in session as the browser keeps it (spec section 3): the token in a cookie the server-rendered pages
 * can read, the user and the dictionaries in local storage, all for 7 days.
 */
export function keepSession(result: LoginResult) {
  keepToken(ACCESS_TOKEN_COOKIE, result.token);
  storeJson(STORAGE_KEYS.userInfo, result.userInfo);
  storeJson(STORAGE_KEYS.dictionaries, result.sysAllDictItems);
}

/** A department chosen after login is kept with the stored user. */
export function keepDepartment(orgCode: string) {
  const user = readJson<UserInfo>(STORAGE_KEYS.userInfo);
  if (user) storeJson(STORAGE_KEYS.userInfo, { ...user, orgCode });
}

const dropCookie = (cookie: string) => {
  document.cookie = `${cookie}=; Path=/; Max-Age=0; SameSite=Lax`;
};

/** Spec section 4: logout clears the token, the user, the dictionary cache and the tenant. */
export function clearSession() {
  dropCookie(ACCESS_TOKEN_COOKIE);
  removeValue(...SESSION_KEYS);
}

/** The staff area's session: its own cookie, 7 days, nothing in local storage. */
export const keepStaffSession = (token: string) => keepToken(STAFF_TOKEN_COOKIE, token);
export const clearStaffSession = () => dropCookie(STAFF_TOKEN_COOKIE);
