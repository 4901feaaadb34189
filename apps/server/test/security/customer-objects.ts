import { randomBytes } from 'node:crypto';
import type { TestApp } from '../helpers/test-app.js';
import {
  API,
  CART,
  type Client,
  DESK,
  ORDER,
  type Pack,
  deskClient,
  inAWeek,
  placedInquiry,
  signedInClient,
  uploadOrderFile,
} from '../orders/orders-helpers.js';
import { exampleRequest, injectOptions } from './example-requests.js';
import { namesAReference, referencesIn, targetFiller } from './references.js';
import { type GuardedOperation, isStaffOnly } from './route-access.js';

/** A customer whose objects all carry `marker`, so a reply showing one of them to anyone else is plain to see. */
export type Owner = { client: Client; marker: string };

const SEQUENCE = 'GAATTCATGGTGAGCAAGGGCGAGGAGCTGTTCACCGGGGTGGTGCCCATCTAAAAGCTT';

/**
 * A signed-in customer with one of every object a customer owns: addresses, a line in each catalogue cart, two plasmid
 * designs (one left in the carrier cart, one ordered), a service request, and a product inquiry with an attachment
 * that the desk has quoted, shipped and invoiced (Chinese edition), so invoices, parcels and PDFs exist too.
 */
export async function customerWithObjects(t: TestApp, pack: Pack): Promise<Owner> {
  const marker = `Own${randomBytes(6).toString('hex')}`;
  const client = await signedInClient(t);
  const created = async (url: string, payload: unknown) => {
    const reply = await client.call('POST', url, payload);
    if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.body}`);
    return reply.json().result as { id: string };
  };
  await created(`${API}/by-order-client/customer/address/add`, {
    contact: `${marker} Contact`,
    phone: '+1 617 555 0100',
    countryName: 'United States',
    addressDetail: `${marker} Street 1`,
    company: `${marker} Lab`,
  });
  await created(`${CART}/add`, { catalogNo: pack.catalogNo, packId: pack.packId });
  await created(`${ORDER}/cart/add`, { catalogNo: pack.catalogNo, packId: pack.packId });
  const design = (name: string) =>
    created(`${API}/by-plasmid/design/save`, { name: `${marker} ${name}`, backboneId: '', circular: false, sequence: SEQUENCE, features: [] });
  const [kept, ordered] = [await design('kept'), await design('ordered')];
  const carrier = `${API}/by-order-client/client/plasmidCarrier/add`;
  await created(carrier, { designId: kept.id });
  const carrierLine = await created(carrier, { designId: ordered.id });
  await created(`${ORDER}/inquiry/add`, {
    orderType: 'vector',
    addressId: client.addressId,
    contactPhone: 'NA',
    agreement: true,
    cartLineIds: [carrierLine.id],
    lines: [{ designId: ordered.id }],
  });
  await created(`${API}/by-abinvivo/abinvivo/serviceRequest/add`, {
    service: 'elisa',
    projectName: `${marker} project`,
    details: 'An ELISA on twelve serum samples',
    contactName: `${marker} Contact`,
    contactEmail: 'contact@example.org',
  });
  const orderId = await placedInquiry(client, [pack], { attachmentPaths: [await uploadOrderFile(client)], note: `${marker} note` });
  await quotedShippedAndInvoiced(t, client, orderId);
  return { client, marker };
}

async function quotedShippedAndInvoiced(t: TestApp, client: Client, orderId: string) {
  const desk = await deskClient(t);
  const steps: [string, Client | typeof desk, object][] = [
    [`${DESK}/quote`, desk, { prices: await quotedPrices(desk, orderId), paymentMethod: 'alipay', validUntil: inAWeek() }],
    [`${ORDER}/confirmQuote`, client, {}],
    [`${DESK}/startProduction`, desk, { productionStatus: '表达', productionTime: inAWeek() }],
    [`${DESK}/ship`, desk, { carrier: '顺丰', trackingNo: 'SF0001' }],
    [`${DESK}/invoice`, desk, { title: '苏州研究所', taxNumber: '91320000000000000X' }],
  ];
  for (const [url, caller, body] of steps) {
    const reply = await caller.call('POST', url, { id: orderId, ...body });
    if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.body}`);
  }
}

async function quotedPrices(desk: Awaited<ReturnType<typeof deskClient>>, orderId: string) {
  const detail = (await desk.call('GET', `${DESK}/queryById?id=${orderId}`)).json().result as { lines: { id: string }[] };
  return detail.lines.map((line) => ({ lineId: line.id, unitPriceMinor: 5000 }));
}

/** Operations a customer reads their own data with: JSON replies to GET, for a customer's or any session. */
const readsOwnData = (operation: GuardedOperation) =>
  operation.method === 'GET' && operation.result !== null && operation.access !== 'public' && !isStaffOnly(operation);

const requiredNames = (operation: GuardedOperation) =>
  (operation.parameters as { name: string; in: string; required?: boolean }[])
    .filter((parameter) => parameter.required && parameter.in !== 'header')
    .map((parameter) => parameter.name);

/**
 * Everything a customer reads about themselves, by request: every list and profile (operations that need no
 * parameter), then every detail (operations that need only references) of every id those lists show.
 */
export async function viewOf(t: TestApp, client: Client, operations: GuardedOperation[]): Promise<Map<string, unknown>> {
  const view = new Map<string, unknown>();
  const read = async (operation: GuardedOperation, ids: string[], round: number) => {
    const options = injectOptions(operation, exampleRequest(operation, targetFiller({ ids, paths: [], shared: [] }, round, new Map())), client.token);
    const reply = await t.app.inject(options);
    if (reply.statusCode === 200) view.set(`${options.method} ${options.url}`, reply.json().result);
  };
  const readers = operations.filter(readsOwnData);
  for (const operation of readers.filter((candidate) => requiredNames(candidate).length === 0)) await read(operation, [], 0);
  const { ids } = referencesIn([...view.values()]);
  for (const operation of readers.filter((candidate) => requiredNames(candidate).length > 0 && requiredNames(candidate).every(namesAReference))) {
    for (let round = 0; round < ids.length; round += 1) await read(operation, ids, round);
  }
  return view;
}
