import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away database on
 * the PostgreSQL server named by TEST_DATABASE_URL when the suite runs as `server-postgres`.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null, image: await migratedImage() });
    // With the image this finds every migration applied and does nothing.
    await handle.migrate();
    return handle;
  }
  const { url, drop } = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A fresh, migrated database of the suite's kind for a command-line tool of the server, as the environment that
 * points the tool at it (DATA_DIR for PGlite, DATABASE_URL for PostgreSQL), and its remover.
 */
export async function testDatabaseEnv(): Promise<{ env: Record<string, string>; remove: () => Promise<void> }> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-cli-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir, image: await migratedImage() });
    await handle.migrate();
    await handle.close();
    return { env: { DATA_DIR: dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const { url, drop } = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url });
  await handle.migrate();
  await handle.close();
  return { env: { DATABASE_URL: url }, remove: drop };
}

/** The dump of a migrated PGlite database the suite's global setup made, if it made one. */
async function migratedImage(): Promise<Blob | undefined> {
  const imagePath = inject('pgliteImage');
  return imagePath ? new Blob([await readFile(imagePath)]) : undefined;
}

/** A new, empty database on the PostgreSQL server named by TEST_DATABASE_URL: its address and its remover. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
