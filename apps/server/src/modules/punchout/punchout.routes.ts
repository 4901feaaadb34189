import {
  type Edition,
  PUNCHOUT_MAX_XML_BYTES,
  okEnvelope,
  punchoutBuyerEndpoints,
  translate,
  punchoutProtocolEndpoints,
  punchoutShopperEndpoints,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { type DictionarySource, customerOf, loginReply } from '../accounts/index.js';
import { staffActorOf } from '../audit/index.js';
import { editionCurrency } from '../catalog/index.js';
import { changeBuyer, createBuyer, listBuyers, listDocuments, listSessions, readDocument, rotateBuyerSecret } from './punchout.buyers.service.js';
import { receiveCxml } from './punchout.cxml.service.js';
import { transferPage } from './punchout.form-page.js';
import { type PunchoutSite, openOciSession, redeemStartTicket } from './punchout.setup.service.js';
import { currentPunchout, transferCart } from './punchout.transfer.service.js';

const CATALOGUE_CARTS = { 1: 'standard', 2: 'plasmid', 3: 'abinvivo' } as const;

/** The page of this site a form was posted from, with `query` added; the site's root when it cannot tell. */
function backTo(request: FastifyRequest, query: Record<string, string | number>): string {
  const referer = request.headers.referer;
  const from = referer && URL.canParse(referer) ? new URL(referer) : null;
  const path = from && from.origin === new URL(`${request.protocol}://${request.host}`).origin ? from.pathname : '/';
  return `${path}?${new URLSearchParams(Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]))}`;
}

export type PunchoutOptions = { db: Database; edition: Edition; systemType: 1 | 2 | 3; brand: string; dictionaries: DictionarySource };

/** A buyer's catalogue is the deployment's own, and so is the cart that goes back (the web's cartKindOf). */
export async function punchoutRoutes(app: FastifyInstance, options: PunchoutOptions) {
  const { db } = options;
  const siteOf = (request: FastifyRequest): PunchoutSite => ({
    cart: CATALOGUE_CARTS[options.systemType],
    language: request.ctx.language,
    currency: editionCurrency(options.edition),
    origin: `${request.protocol}://${request.host}`,
  });

  // cXML arrives as text/xml or application/xml, read as text by this route alone and parsed by the module's guarded reader.
  await app.register(async (door) => {
    door.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: PUNCHOUT_MAX_XML_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    serveEndpoint(
      door,
      punchoutProtocolEndpoints.cxml,
      async (request, reply) => {
        const text = typeof request.body === 'string' ? request.body : '';
        const { code, xml } = await receiveCxml(db, text, siteOf(request), options.brand);
        return reply.code(code).type('text/xml; charset=utf-8').send(xml);
      },
      { bodyLimit: PUNCHOUT_MAX_XML_BYTES, config: { rateLimit: { max: 120, timeWindow: 60_000 } } },
    );
  });

  serveEndpoint(
    app,
    punchoutProtocolEndpoints.oci,
    async (request, reply) => {
      try {
        return reply.redirect(await openOciSession(db, request.query, siteOf(request)), 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // The SAP user is in the catalogue frame: the start page says what went wrong in their language.
        return reply.redirect(`/punchout/start?${new URLSearchParams({ error: error.key })}`, 303);
      }
    },
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
  );

  serveEndpoint(app, punchoutShopperEndpoints.start, async (request, reply) =>
    loginReply(reply, await redeemStartTicket(db, request.body.ticket), options.dictionaries),
  );
  serveEndpoint(app, punchoutShopperEndpoints.current, async (request) => okEnvelope(await currentPunchout(db, customerOf(request).id)));
  serveEndpoint(app, punchoutShopperEndpoints.transfer, async (request) => okEnvelope(await transferCart(db, customerOf(request).id, siteOf(request))));
  // The cart page's plain form posts here (urlencoded, no fields), as a top-level navigation.
  await app.register(async (page) => {
    page.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
    serveEndpoint(page, punchoutShopperEndpoints.transferPage, async (request, reply) => {
      const site = siteOf(request);
      const text = (key: 'punchoutTransferring' | 'punchoutContinue') => translate(site.language, 'orders', key);
      try {
        const transfer = await transferCart(db, customerOf(request).id, site);
        const { html, csp } = transferPage(transfer, { title: text('punchoutTransferring'), continue: text('punchoutContinue') }, site.language);
        return reply.header('content-security-policy', csp).type('text/html; charset=utf-8').send(html);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // Back to the cart page the form was on, which says why in the user's language.
        return reply.redirect(backTo(request, { punchoutError: error.key, ...error.params }), 303);
      }
    });
  });

  const staff = punchoutBuyerEndpoints;
  serveEndpoint(app, staff.list, async () => okEnvelope(await listBuyers(db)));
  serveEndpoint(app, staff.create, async (request) => okEnvelope(await createBuyer(db, staffActorOf(request), request.body)));
  serveEndpoint(app, staff.change, async (request) => okEnvelope(await changeBuyer(db, staffActorOf(request), request.params.id, request.body)));
  serveEndpoint(app, staff.rotate, async (request) => okEnvelope(await rotateBuyerSecret(db, staffActorOf(request), request.params.id)));
  serveEndpoint(app, staff.sessions, async (request) => okEnvelope(await listSessions(db, request.query)));
  serveEndpoint(app, staff.documents, async (request) => okEnvelope(await listDocuments(db, request.query)));
  serveEndpoint(app, staff.document, async (request) => okEnvelope(await readDocument(db, request.params.id)));
}
