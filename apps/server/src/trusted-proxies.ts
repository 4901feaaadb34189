import type { FastifyServerOptions } from 'fastify';
import { isIP } from 'node:net';

/**
 * Who may tell the server the visitor's address through X-Forwarded-For (security.md S20): nobody, the proxies
 * at these addresses or CIDR ranges, or the given number of proxies in front of the server.
 */
export type TrustedProxies = false | number | string[];

/** proxy-addr's names for the private ranges, as Fastify accepts them. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MAX_PREFIX: Record<number, number> = { 4: 32, 6: 128 };

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (MAX_PREFIX[family] ?? 0));
}

/** Reads TRUST_PROXY; the message of a refused value says what to write instead. */
export function parseTrustedProxies(text: string): { proxies: TrustedProxies } | { problem: string } {
  const value = text.trim();
  if (value === '' || value === 'false') return { proxies: false };
  if (value === 'true') {
    return {
      problem:
        "'true' would believe the X-Forwarded-For of any client; name the proxies' addresses or CIDR ranges (10.0.0.0/8,192.168.1.5) or the number of proxies in front of the server (1)",
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? { proxies: hops } : { problem: 'a number of proxies must be between 1 and 10' };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) return { problem: `not an IP address or CIDR range: ${bad.map((entry) => `'${entry}'`).join(', ')}` };
  return { proxies: entries };
}

/**
 * The setting as Fastify takes it. Fastify itself refuses a bare hop count (it cannot tell a proxy from a client
 * that writes the header), so the count becomes a rule: the peer and the hops behind it up to the count are
 * proxies, and the address they name is the visitor's.
 */
export function trustProxyOption(proxies: TrustedProxies): FastifyServerOptions['trustProxy'] {
  return typeof proxies === 'number' ? (_address: string, hop: number) => hop < proxies : proxies;
}
