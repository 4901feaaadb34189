import { z } from 'zod';
import { loginResultSchema } from '../accounts/login.contract.js';
import { defineEndpoint } from '../http/endpoint.js';
import { pageResultSchema } from '../http/envelope.js';
import {
  PUNCHOUT_PERMISSION,
  currentPunchoutSchema,
  punchoutBuyerInputSchema,
  punchoutBuyerSchema,
  punchoutDocumentBodySchema,
  punchoutDocumentQuerySchema,
  punchoutDocumentSchema,
  punchoutSecretRevealSchema,
  punchoutSessionQuerySchema,
  punchoutSessionSchema,
  punchoutTransferSchema,
} from './punchout.contract.js';

const tags = ['punchout'];
const access = { permission: PUNCHOUT_PERMISSION };
const params = z.object({ id: z.string().uuid() });

/**
 * The procurement systems' own doors. `cxml` takes PunchOutSetupRequest and OrderRequest documents and answers cXML
 * (never the envelope: a procurement system reads only cXML); `oci` is OCI 5.0's entry address, answered with a
 * redirect to the start page.
 */
export const punchoutProtocolEndpoints = {
  cxml: defineEndpoint({ method: 'POST', path: '/punchout/cxml', tags, access: 'public', body: 'xml', reply: 'file' }),
  oci: defineEndpoint({
    method: 'GET',
    path: '/punchout/oci',
    tags,
    access: 'public',
    query: z.record(z.string().max(64), z.string().max(2048)),
    reply: 'redirect',
  }),
};

/** The buyer's user in the catalogue: the start page redeems its ticket once, the cart page transfers the cart back. */
export const punchoutShopperEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: '/punchout/start',
    tags,
    access: 'public',
    body: z.object({ ticket: z.string().min(1).max(256) }),
    reply: loginResultSchema,
  }),
  current: defineEndpoint({ method: 'GET', path: '/punchout/current', tags, access: 'customer', reply: currentPunchoutSchema }),
  /** The deployment's own catalogue cart goes back: the in vivo shop's, the plasmid shop's or the order client's. */
  transfer: defineEndpoint({ method: 'POST', path: '/punchout/transfer', tags, access: 'customer', reply: punchoutTransferSchema }),
  /**
   * The same transfer as a page the cart page's form posts to: it posts the cart on to the buyer at once. The portal's
   * own pages may post forms to themselves only; this page alone may post to the buyer's origin.
   */
  transferPage: defineEndpoint({ method: 'POST', path: '/punchout/transfer/page', tags, access: 'customer', reply: 'file' }),
};

/** The buyers screen's calls; staff holding system:punchout only, every change audited, secrets shown once. */
export const punchoutBuyerEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/staff/punchout/buyers', tags, access, reply: z.array(punchoutBuyerSchema) }),
  create: defineEndpoint({ method: 'POST', path: '/staff/punchout/buyers', tags, access, body: punchoutBuyerInputSchema, reply: punchoutSecretRevealSchema }),
  change: defineEndpoint({
    method: 'PUT',
    path: '/staff/punchout/buyers/:id',
    tags,
    access,
    params,
    body: punchoutBuyerInputSchema,
    reply: punchoutBuyerSchema,
  }),
  rotate: defineEndpoint({ method: 'POST', path: '/staff/punchout/buyers/:id/rotate', tags, access, params, reply: punchoutSecretRevealSchema }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/staff/punchout/sessions',
    tags,
    access,
    query: punchoutSessionQuerySchema,
    reply: pageResultSchema(punchoutSessionSchema),
  }),
  documents: defineEndpoint({
    method: 'GET',
    path: '/staff/punchout/documents',
    tags,
    access,
    query: punchoutDocumentQuerySchema,
    reply: pageResultSchema(punchoutDocumentSchema),
  }),
  document: defineEndpoint({ method: 'GET', path: '/staff/punchout/documents/:id', tags, access, params, reply: punchoutDocumentBodySchema }),
};
