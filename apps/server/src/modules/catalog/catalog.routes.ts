import { envelopeSchema, okEnvelope, pageResultSchema, productListQuerySchema, productSummarySchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { listProducts } from './catalog.service.js';

export async function catalogRoutes(app: FastifyInstance, options: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/by-abinvivo/abinvivo/product/list',
    {
      schema: {
        tags: ['catalog'],
        querystring: productListQuerySchema,
        response: { 200: envelopeSchema(pageResultSchema(productSummarySchema)) },
      },
    },
    async (request) => okEnvelope(await listProducts(options.db, request.query, request.ctx.language)),
  );
}
