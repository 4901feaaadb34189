import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { seedDemoData } from './db/seed/seed.js';
import { webPlugin } from './plugins/web.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const args = new Set(process.argv.slice(2));
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database;
  try {
    database = await openDatabase(databaseTarget(config));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (database.kind === 'pglite') {
    // The embedded database is the zero-setup default: bring it to the current schema and demo data.
    await database.migrate();
    await seedDemoData(database.db, { demoAccount: config.mode !== 'production' });
  }
  // ioredis is loaded only where Redis is configured (a multi-instance deployment).
  const redis = config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;

  const app = await buildApp({
    config,
    database,
    redis,
    ...(args.has('--api-only') ? {} : { web: webPlugin({ config, dev: args.has('--dev') }) }),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await database.close();
    await redis?.quit();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

await main();
