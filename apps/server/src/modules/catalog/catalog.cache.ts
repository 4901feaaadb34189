import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.js';
import { onCatalogueChanged } from './catalog.revision.js';
import { readRevision } from './catalog.write.repository.js';

export const REVISION_CHANNEL = 'portal:catalog-revision';
/**
 * Characters of reply JSON kept per process; beyond it the oldest replies go first. Bounded by size, not count:
 * five thousand search pages of fifty products would hold a hundred megabytes.
 */
const MAX_CHARACTERS = 16 * 1024 * 1024;
/**
 * How often the revision in the database is looked at: writes by commands run in another process (import,
 * generator) reach this process within this time, or at once through Redis when it is configured.
 */
const POLL_MS = 1_000;

/** A reply as kept: the value, its JSON (written once, sent as it is) and the ETag of that JSON. */
export type CachedReply<T> = { body: T; json: string; etag: string };

export function weakEtag(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

/**
 * Read-through cache of catalogue replies, dropped whole whenever the catalogue revision moves: every write path
 * (seed, generator, import) refreshes derived data and bumps that revision, so no reply outlives a change.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, CachedReply<unknown>>();
  private characters = 0;
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
    this.characters = 0;
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
    const generation = this.generation;
    const body = await load();
    const json = JSON.stringify(body);
    const entry = { body, json, etag: weakEtag(json) };
    if (generation === this.generation && !this.entries.has(key)) {
      for (const [oldest, kept] of this.entries) {
        if (this.characters + json.length <= MAX_CHARACTERS) break;
        this.entries.delete(oldest);
        this.characters -= kept.json.length;
      }
      this.entries.set(key, entry);
      this.characters += json.length;
    }
    return entry;
  }
}

/** A cache key that does not depend on the order of the query's parameters or on `_t`. */
export function cacheKey(kind: string, query: Record<string, unknown>, context: Record<string, string>): string {
  const parts = Object.entries({ ...query, ...context })
    .filter(([name, value]) => name !== '_t' && value !== undefined)
    // Plain code-point order: the key only has to be the same for the same query, and collation is slow.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${Array.isArray(value) ? value.join(',') : String(value)}`);
  return `${kind}?${parts.join('&')}`;
}
