import type { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite database; '' when the suite runs on PostgreSQL. */
    pgliteImage: string;
  }
}

/**
 * Migrating a new PGlite database costs seconds, once for every test file; loading a dump of one migrated
 * database costs a fraction of that, so the suite migrates once here and every file starts from the dump.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_KIND === 'postgres' || project.config.env?.TEST_DB_KIND === 'postgres') {
    project.provide('pgliteImage', '');
    return;
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const folder = await mkdtemp(join(tmpdir(), 'portal-pglite-'));
  const path = join(folder, 'migrated.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteImage', path);
  return async () => rm(folder, { recursive: true, force: true });
}
