import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helpers/test-app.js';
import { ordersApp, somePacks } from '../orders/orders-helpers.js';
import { type Owner, customerWithObjects, viewOf } from './customer-objects.js';
import { type Secrets, knownValues, leakedIn, secretsOf } from './references.js';
import { type GuardedOperation, guardedOperations } from './route-access.js';

/** Customer A (the owner) and customer B (the other), each with a full set of objects, and what B must never see of A's. */
export type TwoCustomers = {
  t: TestApp;
  operations: GuardedOperation[];
  owner: Owner;
  other: Owner;
  /** Everything A reads about themselves, before anything else happens. */
  ownerView: Map<string, unknown>;
  /** B's own values by field name, to fill the fields of B's requests that are not references. */
  otherValues: Map<string, unknown[]>;
  secrets: Secrets;
};

/** The Chinese edition (where invoices and parcels exist) with customers A and B on the same catalogue packs. */
export async function twoCustomers(): Promise<TwoCustomers> {
  const t = await ordersApp({ EDITION: 'zh' });
  const operations = await guardedOperations(t);
  const [pack] = await somePacks(t, 1);
  if (!pack) throw new Error('the catalogue has no pack');
  const owner = await customerWithObjects(t, pack);
  const other = await customerWithObjects(t, pack);
  const ownerView = await viewOf(t, owner.client, operations);
  const otherView = [...(await viewOf(t, other.client, operations)).values()];
  const secrets = secretsOf([...ownerView.values()], otherView, owner.marker);
  return { t, operations, owner, other, ownerView, otherValues: knownValues(otherView), secrets };
}

/**
 * What is wrong with a reply to a request that should not reach another customer's data, if anything: a server
 * error, a refusal outside the portal's envelope, or a success showing one of the secrets.
 */
export function problemWith(reply: LightMyRequestResponse, secrets: Secrets): string | undefined {
  if (reply.statusCode >= 500) return `server error ${reply.body.slice(0, 300)}`;
  if (reply.statusCode >= 400) {
    const isJson = String(reply.headers['content-type']).startsWith('application/json');
    const envelope = isJson ? (reply.json() as { success?: unknown; code?: unknown }) : {};
    return envelope.success === false && envelope.code === reply.statusCode ? undefined : `refused outside the envelope: ${reply.body.slice(0, 300)}`;
  }
  const leak = leakedIn(reply.body, secrets);
  return leak === undefined ? undefined : `shows ${leak}: ${reply.body.slice(0, 300)}`;
}
