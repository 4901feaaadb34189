import { type Edition, accountCentreEndpoints, addressWriteEndpoints, okEnvelope, translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { deleteUploadsOf } from '../uploads/index.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { customerOf } from './accounts.auth.js';
import { addAddress, addressesOf, editAddress, removeAddress, setDefaultAddress } from './addresses.service.js';
import { type PersonalDataHolders, deleteAccount, exportCustomerData } from './privacy.service.js';
import { profileOf, saveAvatar, saveProfile } from './profile.service.js';
import { chinaRegions, countryList } from './regions.service.js';

const EXPORT_RATE_LIMIT = { config: { rateLimit: { max: 5, timeWindow: 60_000 } } };

/** The account centre (`accountCentreEndpoints`, `addressWriteEndpoints`): profile, addresses, region data, data export and account closing. */
export async function accountCentreRoutes(
  app: FastifyInstance,
  options: { db: Database; edition: Edition; uploadRoot: string; personalData: PersonalDataHolders },
) {
  const { db } = options;
  const endpoints = accountCentreEndpoints;
  const addressWrites = addressWriteEndpoints[options.edition];

  serveEndpoint(app, endpoints.regions, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return okEnvelope(chinaRegions());
  });

  serveEndpoint(app, endpoints.countries, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=86400').header('vary', 'accept-language');
    return okEnvelope(countryList(request.ctx.language));
  });

  serveEndpoint(app, endpoints.profile, async (request) => okEnvelope(profileOf(customerOf(request))));

  serveEndpoint(app, endpoints.saveProfile, async (request) => okEnvelope(await saveProfile(db, customerOf(request), request.body)));

  serveEndpoint(app, endpoints.saveAvatar, async (request) => okEnvelope(await saveAvatar(db, customerOf(request), request.body.avatar.trim())));

  serveEndpoint(app, endpoints.addresses, async (request) => okEnvelope(await addressesOf(db, customerOf(request).id)));

  serveEndpoint(app, addressWrites.add, async (request) =>
    okEnvelope(await addAddress(db, customerOf(request).id, request.body), translate(request.ctx.language, 'errors', 'addressSaved')),
  );

  serveEndpoint(app, addressWrites.edit, async (request) =>
    okEnvelope(await editAddress(db, customerOf(request).id, request.params.id, request.body), translate(request.ctx.language, 'errors', 'addressSaved')),
  );

  serveEndpoint(app, endpoints.setDefaultAddress, async (request) => {
    await setDefaultAddress(db, customerOf(request).id, request.params.id);
    return okEnvelope(null, translate(request.ctx.language, 'errors', 'addressSaved'));
  });

  serveEndpoint(app, endpoints.deleteAddress, async (request) => {
    await removeAddress(db, customerOf(request).id, request.params.id);
    return okEnvelope(null, translate(request.ctx.language, 'errors', 'addressDeleted'));
  });

  serveEndpoint(
    app,
    endpoints.exportData,
    async (request, reply) => {
      const data = await exportCustomerData(db, customerOf(request), options.personalData);
      const name = `my-data-${data.exportedAt.slice(0, 10)}.json`;
      return reply
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
    EXPORT_RATE_LIMIT,
  );

  serveEndpoint(
    app,
    endpoints.deleteAccount,
    async (request, reply) => {
      const customer = customerOf(request);
      await deleteAccount(db, customer, request.body.password, options.personalData);
      await deleteUploadsOf(db, options.uploadRoot, customer.id);
      reply.dropSessionCookie('customer');
      return okEnvelope(null, translate(request.ctx.language, 'errors', 'accountDeleted'));
    },
    EXPORT_RATE_LIMIT,
  );
}
