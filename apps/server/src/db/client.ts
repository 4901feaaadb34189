import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `image`: a new database (in memory, or in a new data directory) starts from this dump of a migrated one (the test suite's fast start). */
  | { kind: 'pglite'; dataDir: string | null; image?: Blob };

function migrationsFolder(): string {
  return process.env.PORTAL_MIGRATIONS_DIR ?? join(import.meta.dirname, 'migrations');
}

/**
 * The embedded database's own page cache. Its memory is the process's and is never given back, while the files it
 * caches are in the system's page cache anyway: at 100,000 products, 32 MB instead of PostgreSQL's 128 MB kept the
 * portal 100 MB smaller and read the catalogue as fast (measured with the benchmark's uncached rows).
 */
const EMBEDDED_SHARED_BUFFERS = '32MB';

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // The PostgreSQL driver is loaded only for a PostgreSQL deployment: the embedded default starts without it.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // A connection the server drops (restart, failover) must not end the process. The pool listens on idle
    // connections only; one checked out for a transaction has no other listener, so each connection gets its own.
    // The query in flight fails with the error, and the pool discards the dead connection on release.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`)));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const release = target.dataDir ? lockDataDir(target.dataDir) : () => undefined;
  try {
    // pg_trgm backs catalogue search's typo matching; PostgreSQL ships it in contrib.
    const extensions = { pg_trgm };
    const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];
    const client = await PGlite.create(
      target.dataDir
        ? { dataDir: join(target.dataDir, 'pglite'), extensions, startParams, loadDataDir: target.image }
        : { extensions, loadDataDir: target.image, startParams },
    );
    const db = drizzlePglite({ client: parsersOnce(client), schema, casing: 'snake_case' });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

type Queryable = Pick<PGlite, 'query' | 'parsers'>;
type QueryOptions = Parameters<PGlite['query']>[2];

/**
 * drizzle hands PGlite the same few type parsers with every query, and PGlite copies its whole table of parsers into
 * a new object for each query that brings its own: measured, 140 of the 340 µs of a primary-key lookup. The client
 * drizzle is given adds them to PGlite's own table the first time and leaves them out of the query, in and out of
 * transactions; the values come out parsed exactly as before.
 */
function parsersOnce(client: PGlite): PGlite {
  const withoutParsers = new WeakMap<object, QueryOptions>();
  const lean = (options: QueryOptions): QueryOptions => {
    if (!options?.parsers) return options;
    let kept = withoutParsers.get(options);
    if (!kept) {
      const { parsers, ...rest } = options;
      Object.assign(client.parsers, parsers);
      withoutParsers.set(options, (kept = rest));
    }
    return kept;
  };
  const patchQuery = (target: Queryable) => {
    const query = target.query.bind(target);
    target.query = ((text: string, params?: unknown[], options?: QueryOptions) => query(text, params, lean(options))) as PGlite['query'];
  };
  patchQuery(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((run: Parameters<PGlite['transaction']>[0]) =>
    transaction(async (tx) => {
      patchQuery(tx as unknown as Queryable);
      return run(tx);
    })) as PGlite['transaction'];
  return client;
}

export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir };
}
