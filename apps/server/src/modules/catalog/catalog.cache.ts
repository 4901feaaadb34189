import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.js';
import { onCatalogueChanged } from './catalog.revision.js';
import { readRevision } from './catalog.write.repository.js';

export const REVISION_CHANNEL = 'portal:catalog-revision';
/**
 * Bytes of reply JSON kept per process; beyond it the oldest replies go first. Bounded by size, not count:
 * five thousand search pages of fifty products would hold a hundred megabytes.
 */
const MAX_BYTES = 16 * 1024 * 1024;
/**
 * How often the revision in the database is looked at: writes by commands run in another process (import,
 * generator) reach this process within this time, or at once through Redis when it is configured.
 */
const POLL_MS = 1_000;

/**
 * A reply as kept: the value, its JSON as UTF-8 bytes (written and encoded once, sent as they are) and its ETag.
 */
export type CachedReply<T> = { body: T; json: Buffer; etag: string };

const ENVELOPE_HEAD = Buffer.from('{"success":true,"message":"","code":200,"result":');

/** The success envelope around a kept result, as okEnvelope would write it with the time of this reply. */
export function okEnvelopeBytes(result: Buffer): Buffer {
  return Buffer.concat([ENVELOPE_HEAD, result, Buffer.from(`,"timestamp":${Date.now()}}`)]);
}

/**
 * This build of the server: a reply's form may change with the code while the catalogue stays, so a tag from an
 * earlier release must not match. Read from the module's own file, which is the whole server in a built release.
 */
const RELEASE = createHash('sha1')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .digest('base64url');

/**
 * The ETag of a reply: within one release and catalogue revision, a key always has the same reply, so the tag is
 * made from those instead of from the reply's text (hashing every reply was a twentieth of an uncached search).
 */
export function weakEtag(revision: number, key: string): string {
  return `W/"${createHash('sha1').update(`${RELEASE}|${revision}|${key}`).digest('base64url')}"`;
}

/**
 * Read-through cache of catalogue replies, dropped whole whenever the catalogue revision moves: every write path
 * (seed, generator, import) refreshes derived data and bumps that revision, so no reply outlives a change.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, CachedReply<unknown>>();
  private bytes = 0;
  private readonly instance = randomUUID();
  private revision = -1;
  /** Counts clears, so a load that started before one does not store what it read. */
  private generation = 0;
  private polledAt = 0;
  private polling: Promise<void> | null = null;
  private subscriber: Redis | null = null;
  private readonly unlisten: () => void;

  constructor(
    private readonly db: Database,
    private readonly redis: Redis | null,
  ) {
    this.unlisten = onCatalogueChanged((revision) => {
      this.moveTo(revision);
      this.redis?.publish(REVISION_CHANNEL, JSON.stringify({ origin: this.instance, revision })).catch(() => undefined);
    });
  }

  async start(onError: (error: unknown) => void): Promise<void> {
    if (!this.redis) return;
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (_channel: string, text: string) => {
      try {
        const message = JSON.parse(text) as { origin: string; revision: number };
        if (message.origin !== this.instance) this.moveTo(message.revision);
      } catch (error) {
        onError(error);
      }
    });
    await this.subscriber.subscribe(REVISION_CHANNEL);
  }

  async stop(): Promise<void> {
    this.unlisten();
    await this.subscriber?.quit();
    this.subscriber = null;
  }

  private moveTo(revision: number): void {
    if (revision === this.revision) return;
    this.revision = revision;
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private async poll(): Promise<void> {
    if (Date.now() - this.polledAt < POLL_MS) return;
    this.polling ??= readRevision(this.db)
      .then((revision) => {
        this.polledAt = Date.now();
        this.moveTo(revision);
      })
      .finally(() => {
        this.polling = null;
      });
    await this.polling;
  }

  /** The catalogue revision, looked up in the database at most once a second. */
  async revisionNow(): Promise<number> {
    await this.poll();
    return this.revision;
  }

  async read<T>(key: string, load: () => Promise<T>): Promise<CachedReply<T>> {
    await this.poll();
    const hit = this.entries.get(key) as CachedReply<T> | undefined;
    if (hit) return hit;
    const { generation, revision } = this;
    const body = await load();
    const json = Buffer.from(JSON.stringify(body));
    // The revision from before the load: what was read is at least that new, so the tag never claims a newer one.
    const entry = { body, json, etag: weakEtag(revision, key) };
    if (generation === this.generation && !this.entries.has(key)) {
      for (const [oldest, kept] of this.entries) {
        if (this.bytes + json.length <= MAX_BYTES) break;
        this.entries.delete(oldest);
        this.bytes -= kept.json.length;
      }
      this.entries.set(key, entry);
      this.bytes += json.length;
    }
    return entry;
  }
}

/** A cache key that does not depend on the order of the query's parameters or on `_t`. */
export function cacheKey(kind: string, query: Record<string, unknown>, context: Record<string, string>): string {
  return `${kind}?${keyPart(query, context)}${keyPart(context)}`;
}

/**
 * `values` as name=value pairs in plain code-point order (the key only has to be the same for the same values, and
 * collation is slow), leaving out `_t`, unset values and names `overridden` gives. The names are filtered before
 * they are sorted: sorting the query and context merged took 5 µs of a cached reply's 90 (0.8 µs now).
 */
function keyPart(values: Record<string, unknown>, overridden?: Record<string, string>): string {
  const names = Object.keys(values).filter((name) => name !== '_t' && values[name] !== undefined && !(overridden && Object.hasOwn(overridden, name)));
  names.sort();
  let key = '';
  for (const name of names) {
    const value = values[name];
    key += `${name}=${Array.isArray(value) ? value.join(',') : String(value)}&`;
  }
  return key;
}
