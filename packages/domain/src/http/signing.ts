import { md5 } from 'js-md5';

/** Oldest and newest X-TIMESTAMP accepted, relative to the server clock. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

export type SignableParams = Record<string, unknown>;

function lastPathSegment(path: string): string {
  const withoutQuery = path.split('?')[0] ?? '';
  const segments = withoutQuery.split('/');
  return decodeURIComponent(segments[segments.length - 1] ?? '');
}

function stringValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

/**
 * The string the signature is computed over: query parameters and the flat body, every value a string,
 * `x-path-variable` for a comma-holding last path segment, `_t` dropped, keys sorted, compact JSON.
 */
export function signaturePayload(path: string, params: SignableParams): string {
  const merged: Record<string, string> = {};
  const query = path.includes('?') ? new URLSearchParams(path.slice(path.indexOf('?') + 1)) : null;
  query?.forEach((value, key) => {
    merged[key] = value;
  });
  for (const [key, value] of Object.entries(params)) merged[key] = stringValue(value);
  const segment = lastPathSegment(path);
  if (segment.includes(',')) merged['x-path-variable'] = segment;
  delete merged._t;
  const sorted: Record<string, string> = {};
  for (const key of Object.keys(merged).sort()) sorted[key] = merged[key] as string;
  return JSON.stringify(sorted);
}

export function signRequest(path: string, params: SignableParams, secret: string): string {
  return md5(signaturePayload(path, params) + secret).toUpperCase();
}

export type SignatureCheck = 'ok' | 'missing' | 'expired' | 'mismatch';

export function verifySignature(input: {
  path: string;
  params: SignableParams;
  sign: string | undefined;
  timestamp: string | undefined;
  secret: string;
  now: number;
}): SignatureCheck {
  if (!input.sign || !input.timestamp) return 'missing';
  const sentAt = Number(input.timestamp);
  if (!Number.isFinite(sentAt) || Math.abs(input.now - sentAt) > SIGNATURE_MAX_SKEW_MS) return 'expired';
  const expected = signRequest(input.path, input.params, input.secret);
  return expected === input.sign.toUpperCase() ? 'ok' : 'mismatch';
}
