import {
  type Edition,
  addressIdSchema,
  addressInputSchema,
  addressSchema,
  countrySchema,
  envelopeSchema,
  okEnvelope,
  regionSchema,
  translate,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { deleteUploadsOf } from '../uploads/index.js';
import { unauthorized } from '../../errors.js';
import type { CustomerRow } from './accounts.repository.js';
import { addAddress, addressesOf, editAddress, removeAddress, setDefaultAddress } from './addresses.service.js';
import { type PersonalDataHolders, deleteAccount, exportCustomerData } from './privacy.service.js';
import { profileOf, saveAvatar, saveProfile } from './profile.service.js';
import { chinaRegions, countryList } from './regions.service.js';

const BASE = '/by-order-client/customer';
const EXPORT_RATE_LIMIT = { max: 5, timeWindow: 60_000 };
const done = envelopeSchema(z.null());
/** `phone` is masked: the owner sees which number is bound without the page carrying it whole. */
const profileSchema = z.object({ id: z.string(), username: z.string(), realname: z.string(), nickname: z.string(), avatar: z.string(), email: z.string(), phone: z.string() });
const profileInputSchema = z.object({
  realname: z.string().trim().max(50).default(''),
  nickname: z.string().trim().max(50).default(''),
  email: z.union([z.literal(''), z.string().trim().email('errors.emailInvalid').max(100)]).default(''),
});

function owner(request: FastifyRequest): CustomerRow {
  if (!request.customer) throw unauthorized();
  return request.customer;
}

/** The account centre: profile, addresses, region data, data export and account closing. */
export async function accountCentreRoutes(app: FastifyInstance, options: { db: Database; edition: Edition; uploadRoot: string; personalData: PersonalDataHolders }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const addressInput = addressInputSchema(options.edition);
  const signedIn = { preHandler: app.requireCustomer };
  const tags = ['account centre'];
  const security = [{ accessToken: [] }];

  routes.get(`${BASE}/dict/getAllAreaInfos`, { schema: { tags, response: { 200: envelopeSchema(z.array(regionSchema)) } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return okEnvelope(chinaRegions());
  });

  routes.get(`${BASE}/dict/countries`, { schema: { tags, response: { 200: envelopeSchema(z.array(countrySchema)) } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=86400').header('vary', 'accept-language');
    return okEnvelope(countryList(request.ctx.language));
  });

  routes.get(`${BASE}/profile`, { ...signedIn, schema: { tags, security, response: { 200: envelopeSchema(profileSchema) } } }, async (request) => {
    return okEnvelope(profileOf(owner(request)));
  });

  routes.put(`${BASE}/profile`, { ...signedIn, schema: { tags, security, body: profileInputSchema, response: { 200: envelopeSchema(profileSchema) } } }, async (request) =>
    okEnvelope(await saveProfile(db, owner(request), request.body)),
  );

  routes.put(
    `${BASE}/avatar`,
    { ...signedIn, schema: { tags, security, body: z.object({ avatar: z.string().max(200) }), response: { 200: envelopeSchema(profileSchema) } } },
    async (request) => okEnvelope(await saveAvatar(db, owner(request), request.body.avatar.trim())),
  );

  routes.get(`${BASE}/address/list`, { ...signedIn, schema: { tags, security, response: { 200: envelopeSchema(z.array(addressSchema)) } } }, async (request) =>
    okEnvelope(await addressesOf(db, owner(request).id)),
  );

  routes.post(`${BASE}/address/add`, { ...signedIn, schema: { tags, security, body: addressInput, response: { 200: envelopeSchema(addressSchema) } } }, async (request) =>
    okEnvelope(await addAddress(db, owner(request).id, request.body), translate(request.ctx.language, 'errors', 'addressSaved')),
  );

  routes.put(
    `${BASE}/address/edit/:id`,
    { ...signedIn, schema: { tags, security, params: addressIdSchema, body: addressInput, response: { 200: envelopeSchema(addressSchema) } } },
    async (request) =>
      okEnvelope(await editAddress(db, owner(request).id, request.params.id, request.body), translate(request.ctx.language, 'errors', 'addressSaved')),
  );

  routes.post(`${BASE}/address/setDefault/:id`, { ...signedIn, schema: { tags, security, params: addressIdSchema, response: { 200: done } } }, async (request) => {
    await setDefaultAddress(db, owner(request).id, request.params.id);
    return okEnvelope(null, translate(request.ctx.language, 'errors', 'addressSaved'));
  });

  routes.delete(`${BASE}/address/delete/:id`, { ...signedIn, schema: { tags, security, params: addressIdSchema, response: { 200: done } } }, async (request) => {
    await removeAddress(db, owner(request).id, request.params.id);
    return okEnvelope(null, translate(request.ctx.language, 'errors', 'addressDeleted'));
  });

  routes.get(`${BASE}/exportData`, { ...signedIn, config: { rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, security } }, async (request, reply) => {
    const data = await exportCustomerData(db, owner(request), options.personalData);
    const name = `my-data-${data.exportedAt.slice(0, 10)}.json`;
    reply.header('content-disposition', `attachment; filename*=UTF-8''${name}`).type('application/json; charset=utf-8');
    return JSON.stringify(data, null, 2);
  });

  routes.post(
    `${BASE}/deleteAccount`,
    { ...signedIn, config: { rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, security, body: z.object({ password: z.string().min(1, 'errors.passwordRequired').max(100) }), response: { 200: done } } },
    async (request, reply) => {
      const customer = owner(request);
      await deleteAccount(db, customer, request.body.password, options.personalData);
      await deleteUploadsOf(db, options.uploadRoot, customer.id);
      reply.dropSessionCookie('customer');
      return okEnvelope(null, translate(request.ctx.language, 'errors', 'accountDeleted'));
    },
  );
}
