import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { ServerConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { loggerOptions } from './logger.js';
import {
  ACCOUNT_DELAYS,
  type AccountDelays,
  accountCentreRoutes,
  addressImportRoutes,
  accountsAuthPlugin,
  accountsRoutes,
  attributesRoutes,
  captchaRoutes,
  casRoutes,
  departmentsRoutes,
  organisationsRoutes,
  oauthRoutes,
  personalDataOf,
  registrationRoutes,
} from './modules/accounts/index.js';
import { auditRoutes } from './modules/audit/index.js';
import { cartRoutes, removeDesignLines } from './modules/cart/index.js';
import { catalogRoutes, catalogStaffRoutes } from './modules/catalog/index.js';
import { contentRoutes, contentStaffRoutes } from './modules/content/index.js';
import { createDispatcher, devInboxRoutes, sendersFor } from './modules/notifications/index.js';
import { jobsRoutes } from './modules/jobs/index.js';
import { createWebhookDispatcher, webhooksRoutes } from './modules/webhooks/index.js';
import { punchoutRoutes } from './modules/punchout/index.js';
import { orderPersonalData, ordersRoutes, ordersStaffRoutes } from './modules/orders/index.js';
import { designPersonalData, plasmidsRoutes } from './modules/plasmids/index.js';
import { servicesRoutes } from './modules/services/index.js';
import { staffAuthPlugin, staffRoutes } from './modules/staff/index.js';
import {
  DictionaryCache,
  ReferenceData,
  RowSyncHub,
  categoriesRoutes,
  checkRulesRoutes,
  dictionariesRoutes,
  duplicateCheckRoutes,
  healthRoutes,
  reportsRoutes,
  rowSyncRoutes,
} from './modules/system/index.js';
import { uploadsRoutes } from './modules/uploads/index.js';
import compression from './plugins/compression.js';
import errorHandler from './plugins/error-handler.js';
import { clientErrorReplies, frameworkErrorReplies } from './plugins/framework-errors.js';
import internalCalls from './plugins/internal-calls.js';
import nulCharacters from './plugins/nul-characters.js';
import openApi, { routeDescriptions } from './plugins/open-api.js';
import { keepRepliesPrivate } from './plugins/private-replies.js';
import rateLimit from './plugins/rate-limit.js';
import requestContext from './plugins/request-context.js';
import security from './plugins/security.js';
import sessionCookies from './plugins/session-cookies.js';
import signature from './plugins/signature.js';
import websocket from './plugins/websocket.js';
import { createJobScheduler } from './scheduled-jobs.js';
import { trustProxyOption } from './trusted-proxies.js';

export type AppOptions = {
  config: ServerConfig;
  database: DatabaseHandle;
  redis?: Redis | null;
  logStream?: NodeJS.WritableStream;
  /** Registers the server-rendered web app; left out with --api-only and in API tests. */
  web?: (app: FastifyInstance) => Promise<void>;
  /** Shortens the account-wide login slow-down, for tests that measure it. */
  loginDelays?: AccountDelays;
  /** Collects the routes' OpenAPI document (`app.swagger()`), which the integration suite compares with the committed one. */
  describeRoutes?: boolean;
  /** Lets a test add routes (for example a signed probe) before the app is sealed. */
  extend?: (app: FastifyInstance) => Promise<void>;
};

/**
 * Every schema is zod: given as the compilers' factories, Fastify never loads its own JSON-schema compilers (Ajv and
 * fast-json-stringify took a fifth of a second of every start).
 */
const ZOD_COMPILERS = {
  compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler },
} as unknown as FastifyServerOptions['schemaController'];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    frameworkErrors: frameworkErrorReplies({ apiBasePath: config.public.apiBasePath, edition: config.public.edition }),
    clientErrorHandler: clientErrorReplies(config.public.edition),
    schemaController: ZOD_COMPILERS,
  });

  await app.register(requestContext, { edition: config.public.edition });
  await app.register(errorHandler);
  await app.register(security, { corsOrigins: config.corsOrigins, production: config.mode === 'production' });
  await app.register(compression);
  await app.register(internalCalls);
  await app.register(rateLimit, { ...config.rateLimit, redis: options.redis ?? null });
  await app.register(websocket);
  if (options.describeRoutes) await app.register(routeDescriptions);
  if (config.mode !== 'production') await app.register(openApi, { basePath: config.public.apiBasePath });
  await app.register(sessionCookies, { secure: config.mode === 'production' });
  await app.register(accountsAuthPlugin, { db: database.db });
  await app.register(staffAuthPlugin, { db: database.db });

  const db = database.db;
  const reference = new ReferenceData(db);
  const dictionaries = new DictionaryCache(reference);
  const production = config.mode === 'production';
  const loginDelays = options.loginDelays ?? ACCOUNT_DELAYS;
  const dispatcher = createDispatcher(db, sendersFor(config.messaging, production), (error) => app.log.error({ err: error }, 'outbox dispatch failed'));
  app.addHook('onClose', async () => dispatcher.stop());
  const webhookDispatcher = createWebhookDispatcher(db, {
    retryBaseMs: config.webhooks.retryBaseMs,
    intervalMs: config.webhooks.pollMs,
    log: (error) => app.log.error({ err: error }, 'webhook dispatch failed'),
  });
  app.addHook('onClose', async () => webhookDispatcher.stop());
  const scheduler = createJobScheduler(db, config, dispatcher, app.log);
  // Every instance lists the jobs; those configured to run them also start the timers.
  if (config.runJobs) await scheduler.start();
  else await scheduler.install();
  app.addHook('onClose', async () => scheduler.stop());
  const rowSync = new RowSyncHub(options.redis ?? null);
  await rowSync.start((error) => app.log.error({ err: error }, 'row sync message unreadable'));
  app.addHook('onClose', async () => rowSync.stop());
  await app.register(
    async (api) => {
      keepRepliesPrivate(api);
      await api.register(nulCharacters);
      // After the NUL check, so a NUL in a signed body is named as such rather than reported as a bad signature.
      await api.register(signature, { secret: config.public.signingSecret });
      await api.register(healthRoutes, { ping: database.ping });
      await api.register(accountsRoutes, { db, dictionaries, loginDelays });
      await api.register(captchaRoutes, { db, exposeAnswers: config.mode === 'test' });
      await api.register(accountCentreRoutes, {
        db,
        edition: config.public.edition,
        uploadRoot: config.uploadDir,
        personalData: personalDataOf([orderPersonalData, designPersonalData]),
      });
      await api.register(addressImportRoutes, { db, edition: config.public.edition, uploadRoot: config.uploadDir });
      await api.register(attributesRoutes, { db });
      await api.register(departmentsRoutes, { db });
      await api.register(organisationsRoutes, { db, edition: config.public.edition });
      await api.register(oauthRoutes, { db, providers: config.oauthProviders, apiBasePath: config.public.apiBasePath, dictionaries });
      if (config.casServerUrl) await api.register(casRoutes, { db, casServerUrl: config.casServerUrl, dictionaries });
      await api.register(registrationRoutes, {
        db,
        edition: config.public.edition,
        brand: config.public.brand.shortName,
        notify: dispatcher.kick,
        dictionaries,
      });
      await api.register(dictionariesRoutes, { dictionaries });
      await api.register(duplicateCheckRoutes, { db, edition: config.public.edition });
      await api.register(checkRulesRoutes);
      await api.register(categoriesRoutes, { reference });
      await api.register(rowSyncRoutes, { db, hub: rowSync });
      await api.register(reportsRoutes, { db });
      if (!production) await api.register(devInboxRoutes, { db });
      await api.register(catalogRoutes, {
        db,
        redis: options.redis ?? null,
        edition: config.public.edition,
        brand: config.public.brand.name,
        uploadRoot: config.uploadDir,
      });
      await api.register(contentRoutes, { db });
      await api.register(catalogStaffRoutes, { db, uploadRoot: config.uploadDir });
      await api.register(contentStaffRoutes, { db });
      await api.register(cartRoutes, { db, edition: config.public.edition, uploadRoot: config.uploadDir });
      await api.register(ordersRoutes, {
        db,
        edition: config.public.edition,
        brand: config.public.brand.shortName,
        supplier: config.supplier,
        uploadRoot: config.uploadDir,
      });
      await api.register(plasmidsRoutes, { db, removeHolders: removeDesignLines });
      await api.register(servicesRoutes, { db, edition: config.public.edition, uploadRoot: config.uploadDir });
      await api.register(ordersStaffRoutes, { db, brand: config.public.brand.shortName, supplier: config.supplier, uploadRoot: config.uploadDir });
      await api.register(auditRoutes, { db });
      await api.register(staffRoutes, { db, loginDelays });
      await api.register(jobsRoutes, { db, scheduler });
      await api.register(webhooksRoutes, { db, kick: webhookDispatcher.kick });
      await api.register(punchoutRoutes, {
        db,
        edition: config.public.edition,
        systemType: config.public.systemType,
        brand: config.public.brand.shortName,
        dictionaries,
      });
      await api.register(uploadsRoutes, { db, root: config.uploadDir });
      if (options.extend) await options.extend(api);
    },
    { prefix: config.public.apiBasePath },
  );

  if (options.web) await options.web(app);
  return app;
}
