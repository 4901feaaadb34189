import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SERVER_PACKAGE_DIR } from '../package-dir.js';

/** The committed OpenAPI document, which the integration suite holds equal to what the routes describe. */
export const OPEN_API_FILE = join(SERVER_PACKAGE_DIR, 'openapi.json');

/** Serves the OpenAPI document (outside production only). */
async function openApiPlugin(app: FastifyInstance, options: { basePath: string }) {
  app.get(`${options.basePath}/v3/api-docs`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await readFile(OPEN_API_FILE)),
  );
}

export default fp(openApiPlugin, { name: 'openapi' });

/**
 * Collects every route's zod schemas into an OpenAPI document (`app.swagger()`): what the integration suite compares
 * the committed document with, and what `npm run openapi:write` writes. A running portal serves the committed file
 * instead, so it never loads the generator (a tenth of a second of every start).
 */
export const routeDescriptions = fp(
  async (app: FastifyInstance) => {
    const { default: swagger } = await import('@fastify/swagger');
    await app.register(swagger, {
      openapi: {
        info: { title: 'Reagent portal API', version: '1.0.0', description: 'JeecgBoot-compatible ordering portal API' },
        components: {
          securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'route-descriptions' },
);
