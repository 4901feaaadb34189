import { SESSION_TTL_MS } from '@portal/domain';

/** Every value the portal keeps in the browser's local storage, under one namespace (spec section 3). */
const PREFIX = 'portal:';

export const STORAGE_KEYS = {
  tenantId: 'tenant-id',
  rememberMe: 'remember-me',
  rememberedUsername: 'remembered-username',
  userInfo: 'user-info',
  dictionaries: 'dictionaries',
  mobile: 'mobile',
  areaList: 'area-list',
  layoutSettings: 'layout-settings',
} as const;

/** What belongs to one signed-in session and goes with it at logout; the rest outlives sessions. */
export const SESSION_KEYS = [STORAGE_KEYS.tenantId, STORAGE_KEYS.userInfo, STORAGE_KEYS.dictionaries] as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
type Stored = { value: string; expiresAt: number | null };

/** Values expire with the session (7 days) unless told otherwise; an expired value reads as absent. */
export function storeValue(key: StorageKey, value: string, ttlMs: number | null = SESSION_TTL_MS, now = Date.now()) {
  const stored: Stored = { value, expiresAt: ttlMs === null ? null : now + ttlMs };
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(stored));
  } catch {
    // A full or disabled storage only costs a cache or a convenience; the session itself lives in a cookie.
  }
}

export function readValue(key: StorageKey, now = Date.now()): string | null {
  const raw = window.localStorage.getItem(PREFIX + key);
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    if (stored.expiresAt !== null && stored.expiresAt <= now) {
      window.localStorage.removeItem(PREFIX + key);
      return null;
    }
    return stored.value;
  } catch {
    window.localStorage.removeItem(PREFIX + key);
    return null;
  }
}

export function storeJson(key: StorageKey, value: unknown, ttlMs: number | null = SESSION_TTL_MS) {
  storeValue(key, JSON.stringify(value), ttlMs);
}

/** The stored JSON value, or null when absent, expired or unreadable. */
export function readJson<T>(key: StorageKey): T | null {
  const value = readValue(key);
  if (value === null) return null;
  try {
    return JSON.parse(value) as T;
  } catch {
    removeValue(key);
    return null;
  }
}

export function removeValue(...keys: StorageKey[]) {
  for (const key of keys) window.localStorage.removeItem(PREFIX + key);
}

async function gzipBase64(text: string): Promise<string> {
  const compressed = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  const bytes = new Uint8Array(await new Response(compressed).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return window.btoa(binary);
}

async function gunzipBase64(encoded: string): Promise<string> {
  const bytes = Uint8Array.from(window.atob(encoded), (char) => char.charCodeAt(0));
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
}

/** Large reference data (the area tree) is stored gzip-compressed so it does not crowd the 5 MB storage quota. */
export async function storeCompressedJson(key: StorageKey, value: unknown, ttlMs: number | null = SESSION_TTL_MS) {
  storeValue(key, await gzipBase64(JSON.stringify(value)), ttlMs);
}

export async function readCompressedJson<T>(key: StorageKey): Promise<T | null> {
  const value = readValue(key);
  if (value === null) return null;
  try {
    return JSON.parse(await gunzipBase64(value)) as T;
  } catch {
    removeValue(key);
    return null;
  }
}
