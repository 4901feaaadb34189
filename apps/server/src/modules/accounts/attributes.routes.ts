import { envelopeSchema, okEnvelope, translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import { attributeGroupsIn, changeAttribute, chosenAttributes } from './attributes.service.js';

const groupSchema = z.object({
  attributeKey: z.string(),
  name: z.string(),
  items: z.array(z.object({ itemValue: z.string(), itemText: z.string() })),
});
const choiceSchema = z.object({ attributeKey: z.string(), attribute: z.string() });
const changeSchema = z.object({ attributeKey: z.string().trim().min(1).max(50), attribute: z.string().trim().min(1).max(50) });

/** Customer attributes (spec section 7): the groups, the customer's choices, and changing one. */
export async function attributesRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const signedIn = { preHandler: app.requireCustomer };
  const schema = { tags: ['accounts'], security: [{ accessToken: [] }] };

  routes.get(
    '/by-customer/byCustomerAttribute/queryClientCustomerAttribute',
    { ...signedIn, schema: { ...schema, response: { 200: envelopeSchema(z.array(groupSchema)) } } },
    async (request) => okEnvelope(await attributeGroupsIn(db, request.ctx.language)),
  );

  routes.get(
    '/by-customer/byCustomerAttribute/queryClientAttribute',
    { ...signedIn, schema: { ...schema, response: { 200: envelopeSchema(z.object({ customer: z.array(choiceSchema) })) } } },
    async (request) => {
      if (!request.customer) throw unauthorized();
      return okEnvelope({ customer: await chosenAttributes(db, request.customer.id) });
    },
  );

  routes.post(
    '/by-order-client/order/changeClientAttribute',
    { ...signedIn, schema: { ...schema, body: changeSchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      if (!request.customer) throw unauthorized();
      await changeAttribute(db, request.customer.id, request.body);
      return okEnvelope(null, translate(request.ctx.language, 'errors', 'attributeSaved'));
    },
  );
}
