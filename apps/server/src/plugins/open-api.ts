import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document generated from the routes' zod schemas; collected always, served only outside production. */
async function openApiPlugin(app: FastifyInstance, options: { basePath: string; serve: boolean }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Reagent portal API', version: '1.0.0', description: 'JeecgBoot-compatible ordering portal API' },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (options.serve) {
    app.get(`${options.basePath}/v3/api-docs`, { schema: { hide: true } }, async () => app.swagger());
  }
}

export default fp(openApiPlugin, { name: 'openapi' });
