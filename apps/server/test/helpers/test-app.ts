import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { type AppOptions, buildApp } from '../../src/app.js';
import { type ServerConfig, loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { openTestDatabase } from './test-database.js';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ServerConfig;
  /** Every log line the app wrote, parsed. */
  logs: () => Record<string, unknown>[];
  close: () => Promise<void>;
};

export const TEST_SIGNING_SECRET = 'test-signing-secret-0123456789';

/** The real app on a real, fresh database; `env` overrides configuration the way deployment variables do. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    extend?: AppOptions['extend'];
    database?: DatabaseHandle;
    redis?: AppOptions['redis'];
    loginDelays?: AppOptions['loginDelays'];
  } = {},
): Promise<TestApp> {
  const uploadDir = await mkdtemp(join(tmpdir(), 'portal-uploads-'));
  // Scheduled jobs run only where a test drives them, so no timer fires in the middle of another test.
  const config = loadConfig({
    PORTAL_ENV: 'test',
    LOG_LEVEL: 'info',
    SIGNING_SECRET: TEST_SIGNING_SECRET,
    UPLOAD_DIR: uploadDir,
    RUN_JOBS: 'false',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp({
    config,
    database,
    logStream,
    redis: options.redis ?? null,
    ...(options.extend ? { extend: options.extend } : {}),
    ...(options.loginDelays ? { loginDelays: options.loginDelays } : {}),
    // The sweeps of the security suite and the OpenAPI test read the routes' own document.
    describeRoutes: true,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
