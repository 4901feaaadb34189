import { SESSION_TTL_MS } from '@portal/domain';

/** Every value the portal keeps in the browser's local storage, under one namespace (spec section 3). */
const PREFIX = 'portal:';

export const STORAGE_KEYS = {
  tenantId: 'tenant-id',
  rememberMe: 'remember-me',
  rememberedUsername: 'remembered-username',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
type Stored = { value: string; expiresAt: number | null };

/** Values expire with the session (7 days) unless told otherwise; an expired value reads as absent. */
export function storeValue(key: StorageKey, value: string, ttlMs: number | null = SESSION_TTL_MS, now = Date.now()) {
  const stored: Stored = { value, expiresAt: ttlMs === null ? null : now + ttlMs };
  window.localStorage.setItem(PREFIX + key, JSON.stringify(stored));
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

export function removeValue(...keys: StorageKey[]) {
  for (const key of keys) window.localStorage.removeItem(PREFIX + key);
}
