import type { LoginResult, UserInfo } from '@portal/domain';
import { SESSION_KEYS, STORAGE_KEYS, readJson, removeValue, storeJson } from './browser-storage';

/**
 * What the browser keeps of a signed-in session (spec section 3): the user and the dictionaries in local storage for
 * 7 days. The token itself stays in the HttpOnly cookie the server set, out of every page script's reach.
 */
export function keepSession(result: LoginResult) {
  storeJson(STORAGE_KEYS.userInfo, result.userInfo);
  storeJson(STORAGE_KEYS.dictionaries, result.sysAllDictItems);
}

/** A department chosen after login is kept with the stored user. */
export function keepDepartment(orgCode: string) {
  const user = readJson<UserInfo>(STORAGE_KEYS.userInfo);
  if (user) storeJson(STORAGE_KEYS.userInfo, { ...user, orgCode });
}

/**
 * Spec section 4: logout clears the user, the dictionary cache and the tenant; the server's logout (or the 401 of an
 * ended session) removes the cookie.
 */
export function clearSession() {
  removeValue(...SESSION_KEYS);
}
