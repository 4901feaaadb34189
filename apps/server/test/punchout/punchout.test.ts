import { type BuyerIdentity, type ReturnedCart, orderRequest, readResponse, setupRequest, startProcurementSystem } from '@portal/procurement-simulator';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productPrices, punchoutDocuments, punchoutSessions } from '../../src/db/schema.js';
import { signedInStaff } from '../helpers/staff-session.js';
import type { TestApp } from '../helpers/test-app.js';
import { ALL_DESK_PERMISSIONS, API, CART, DESK, ORDER, type Pack, ordersApp, signedInClient, somePacks } from '../orders/orders-helpers.js';

const CXML = `${API}/punchout/cxml`;
const BUYERS = `${API}/staff/punchout/buyers`;
const SUPPLIER = { domain: 'DUNS', identity: '987654321' };

let t: TestApp;
let packs: Pack[];
let procurement: Awaited<ReturnType<typeof startProcurementSystem>>;
let staffToken: string;
let cxmlBuyer: BuyerIdentity;
let ociBuyer: { username: string; secret: string };

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-access-token': staffToken, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

const postXml = (xml: string) => t.app.inject({ method: 'POST', url: CXML, headers: { 'content-type': 'text/xml; charset=utf-8' }, payload: xml });

/** The buyer's user arriving at the start page: the ticket in the start address becomes a session, once. */
async function enter(startUrl: string) {
  const ticket = new URL(startUrl).searchParams.get('ticket') ?? '';
  const reply = await t.app.inject({ method: 'POST', url: `${API}/punchout/start`, payload: { ticket } });
  expect(reply.statusCode).toBe(200);
  const token = reply.json().result.token as string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers: { 'x-access-token': token, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
  return { ticket, call };
}

/** What the browser does with the transfer: posts the fields to the buyer's address as a form. */
async function transferred(call: Awaited<ReturnType<typeof enter>>['call']): Promise<ReturnedCart> {
  const reply = await call('POST', `${API}/punchout/transfer`);
  expect(reply.statusCode).toBe(200);
  const transfer = reply.json().result as { url: string; fields: { name: string; value: string }[] };
  expect(transfer.url).toBe(procurement.returnUrl);
  await fetch(transfer.url, { method: 'POST', body: new URLSearchParams(transfer.fields.map((field): [string, string] => [field.name, field.value])) });
  const cart = procurement.carts.at(-1);
  if (!cart) throw new Error('the procurement system received nothing');
  return cart;
}

async function academicPrice(packId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ amount: productPrices.amount })
    .from(productPrices)
    .where(and(eq(productPrices.packId, packId), eq(productPrices.priceGroup, 'academic'), eq(productPrices.currency, 'USD')));
  return Number(row?.amount);
}

beforeAll(async () => {
  procurement = await startProcurementSystem();
  t = await ordersApp();
  packs = await somePacks(t, 3);
  staffToken = (await signedInStaff(t, [...ALL_DESK_PERMISSIONS, 'system:punchout'])).token;
  const created = await staff('POST', BUYERS, {
    name: 'Longwood University (Coupa)',
    protocol: 'cxml',
    fromDomain: 'NetworkID',
    fromIdentity: 'LONGWOOD-COUPA',
    supplierDomain: SUPPLIER.domain,
    supplierIdentity: SUPPLIER.identity,
    priceGroup: 'academic',
    defaultUnspsc: '12352200',
    lineMappings: [{ line: 'recombinant-protein', uom: 'pk', unspsc: '12352202' }],
  });
  expect(created.statusCode).toBe(200);
  cxmlBuyer = { domain: 'NetworkID', identity: 'longwood-coupa', secret: created.json().result.secret };
  const oci = await staff('POST', BUYERS, {
    name: 'Rhine Pharma (SAP SRM)',
    protocol: 'oci',
    ociUsername: 'RHINE_SRM',
    priceGroup: 'industry',
    defaultUnspsc: '41116100',
  });
  expect(oci.statusCode).toBe(200);
  ociBuyer = { username: 'RHINE_SRM', secret: oci.json().result.secret };
});
afterAll(async () => {
  await t.close();
  await procurement.close();
});

describe('cXML PunchOut', () => {
  it('answers a setup request with a one-time start address only for the right shared secret', async () => {
    const wrong = await postXml(setupRequest({ ...cxmlBuyer, secret: 'ps_guessed' }, SUPPLIER, { buyerCookie: 'c-0', returnUrl: procurement.returnUrl }));
    expect(wrong.statusCode).toBe(401);
    expect(readResponse(wrong.body)).toMatchObject({ code: 401, startUrl: '' });
    const unknown = await postXml(setupRequest({ ...cxmlBuyer, identity: 'NOBODY' }, SUPPLIER, { buyerCookie: 'c-0', returnUrl: procurement.returnUrl }));
    expect(readResponse(unknown.body).code).toBe(401);

    const good = await postXml(
      setupRequest(cxmlBuyer, SUPPLIER, { buyerCookie: 'c-1', returnUrl: procurement.returnUrl, userEmail: 'mei.chen@longwood.edu' }, '1.2.021'),
    );
    expect(good.statusCode).toBe(200);
    expect(good.headers['content-type']).toContain('text/xml');
    const { code, startUrl } = readResponse(good.body);
    expect(code).toBe(200);
    expect(startUrl).toMatch(/^http:\/\/localhost(:\d+)?\/punchout\/start\?ticket=/);
    const { ticket } = await enter(startUrl);
    const again = await t.app.inject({ method: 'POST', url: `${API}/punchout/start`, payload: { ticket } });
    expect(again.statusCode).toBe(400);
  });

  it('lands the user at the buyer prices, transfers the cart as a PunchOutOrderMessage and reopens it in an edit session', async () => {
    const setup = readResponse(
      (await postXml(setupRequest(cxmlBuyer, SUPPLIER, { buyerCookie: 'cookie-42', returnUrl: procurement.returnUrl, userEmail: 'mei.chen@longwood.edu' })))
        .body,
    );
    const { call } = await enter(setup.startUrl);
    expect((await call('GET', `${API}/punchout/current`)).json().result).toMatchObject({
      buyerName: 'Longwood University (Coupa)',
      protocol: 'cxml',
      operation: 'create',
    });
    const [first, second] = packs as [Pack, Pack];
    const added = await call('POST', `${CART}/add`, { catalogNo: first.catalogNo, packId: first.packId, quantity: 2 });
    expect(added.statusCode).toBe(200);
    expect(added.json().result.unitPriceMinor).toBe(await academicPrice(first.packId));
    await call('POST', `${CART}/add`, { catalogNo: second.catalogNo, packId: second.packId, quantity: 1 });

    const cart = await transferred(call);
    expect(cart.protocol).toBe('cxml');
    expect(cart.buyerCookie).toBe('cookie-42');
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines[0]).toMatchObject({
      supplierPartId: first.catalogNo,
      quantity: 2,
      currency: 'USD',
      unitPrice: ((await academicPrice(first.packId)) / 100).toFixed(2),
    });
    for (const line of cart.lines) {
      expect(['EA', 'PK']).toContain(line.uom);
      expect(line.unspsc).toMatch(/^1235220[02]$/);
      expect(line.auxiliaryId).toContain(`:`);
    }
    expect(cart.fields['cxml-urlencoded']).toContain('<!DOCTYPE cXML SYSTEM');

    // The cart page's own form: a page that may post to the buyer's origin alone, and posts the cart there at once.
    const page = await call('POST', `${API}/punchout/transfer/page`);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain(`form-action ${new URL(procurement.returnUrl).origin}`);
    expect(page.body).toContain(`action="${procurement.returnUrl}"`);
    expect(page.body).toContain('name="cxml-urlencoded" value="&lt;?xml');

    // The buyer sends the cart back to be changed: an edit session opens with its lines.
    const edit = readResponse(
      (
        await postXml(
          setupRequest(cxmlBuyer, SUPPLIER, {
            operation: 'edit',
            buyerCookie: 'cookie-43',
            returnUrl: procurement.returnUrl,
            userEmail: 'mei.chen@longwood.edu',
            items: cart.lines.map((line) => ({ supplierPartId: line.supplierPartId, auxiliaryId: line.auxiliaryId, quantity: line.quantity + 1 })),
          }),
        )
      ).body,
    );
    expect(edit.code).toBe(200);
    const editing = await enter(edit.startUrl);
    expect((await editing.call('GET', `${API}/punchout/current`)).json().result.operation).toBe('edit');
    const lines = (await editing.call('GET', `${CART}/list?pageSize=100`)).json().result.records as { catalog: string; quantity: number }[];
    expect(lines.map((line) => [line.catalog, line.quantity]).sort()).toEqual(cart.lines.map((line) => [line.supplierPartId, line.quantity + 1]).sort());
    const edited = await transferred(editing.call);
    expect(edited.buyerCookie).toBe('cookie-43');
    expect(edited.lines.map((line) => line.quantity)).toEqual(cart.lines.map((line) => line.quantity + 1));

    // An inspect session shows the cart and takes nothing back.
    const inspect = readResponse(
      (
        await postXml(
          setupRequest(cxmlBuyer, SUPPLIER, {
            operation: 'inspect',
            buyerCookie: 'cookie-44',
            returnUrl: procurement.returnUrl,
            userEmail: 'mei.chen@longwood.edu',
            items: edited.lines,
          }),
        )
      ).body,
    );
    const inspecting = await enter(inspect.startUrl);
    expect((await inspecting.call('GET', `${CART}/list?pageSize=100`)).json().result.total).toBe(edited.lines.length);
    expect((await inspecting.call('POST', `${API}/punchout/transfer`)).statusCode).toBe(409);
  });

  it('turns an OrderRequest into one confirmed order however often it arrives, with the PO and references on the order', async () => {
    const setup = readResponse(
      (await postXml(setupRequest(cxmlBuyer, SUPPLIER, { buyerCookie: 'po-1', returnUrl: procurement.returnUrl, userEmail: 'ravi@longwood.edu' }))).body,
    );
    const { call } = await enter(setup.startUrl);
    const [first] = packs as [Pack];
    await call('POST', `${CART}/add`, { catalogNo: first.catalogNo, packId: first.packId, quantity: 3 });
    const cart = await transferred(call);
    const po = orderRequest(cxmlBuyer, SUPPLIER, {
      payloadId: `po-${Date.now()}@procurement.test`,
      orderId: 'PO-2026-0042',
      currency: 'USD',
      lines: cart.lines,
      costCentre: 'CC-7702',
      requisition: 'REQ-881',
      comments: 'Deliver to the cold room',
    });
    const replies = await Promise.all([postXml(po), postXml(po), postXml(po)]);
    for (const reply of replies) expect(readResponse(reply.body)).toMatchObject({ code: 200 });
    const again = await postXml(po);
    expect(readResponse(again.body).detail).toMatch(/already accepted as order PO\d+/);
    const placed = await t.database.db.select().from(orders).where(eq(orders.poNumber, 'PO-2026-0042'));
    expect(placed).toHaveLength(1);
    const [order] = placed as [typeof orders.$inferSelect];
    expect(order.status).toBe('confirmed');
    expect(order.confirmDate).not.toBeNull();
    expect(order.totalMinor).toBe((await academicPrice(first.packId)) * 3);

    const detail = (await staff('GET', `${DESK}/queryById?id=${order.id}`)).json().result;
    expect(detail).toMatchObject({
      poNumber: 'PO-2026-0042',
      costCentre: 'CC-7702',
      department: 'Longwood University (Coupa)',
      note: 'Deliver to the cold room',
    });
    expect(detail.buyerReferences).toEqual(expect.arrayContaining([{ name: 'RequisitionID', value: 'REQ-881' }]));
    expect(detail.events.map((event: { action: string }) => event.action)).toEqual(['receivePurchaseOrder']);
    expect(detail.actions).toContain('startProduction');
    const [session] = await t.database.db.select().from(punchoutSessions).where(eq(punchoutSessions.orderId, order.id));
    expect(session?.state).toBe('ordered');
    // The buyer's user reads it as their own order, and its quotation carries the PO and the buyer's references.
    const quote = await call('GET', `${ORDER}/quotePdf?id=${order.id}`);
    expect(quote.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(quote.rawPayload)), { mergePages: true });
    expect(text).toContain('PO-2026-0042');
    expect(text).toContain('REQ-881');
    expect(text).toContain('CC-7702');
  });

  it('refuses unknown parts, order changes, malformed, oversized and entity-laden documents, changing nothing', async () => {
    const before = (await t.database.db.select().from(orders)).length;
    const unknownPart = orderRequest(cxmlBuyer, SUPPLIER, {
      payloadId: 'po-unknown@procurement.test',
      orderId: 'PO-X',
      currency: 'USD',
      lines: [{ supplierPartId: 'NOPE-1', auxiliaryId: 'x', quantity: 1, unitPrice: '1.00', currency: 'USD', uom: 'EA', unspsc: '12352200', description: 'x' }],
    });
    expect(readResponse((await postXml(unknownPart)).body)).toMatchObject({ code: 400, detail: expect.stringContaining('unknown part NOPE-1') });
    const change = orderRequest(cxmlBuyer, SUPPLIER, {
      payloadId: 'po-change@procurement.test',
      orderId: 'PO-2026-0042',
      currency: 'USD',
      lines: [],
      type: 'update',
    });
    expect(readResponse((await postXml(change)).body).code).toBe(400);

    const malformed = await postXml('<cXML payloadID="1"><Header></cXML>');
    expect(malformed.statusCode).toBe(400);
    expect(readResponse(malformed.body).detail).toContain('not well-formed');

    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE cXML [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n<cXML payloadID="x"><Header><From><Credential domain="NetworkID"><Identity>&secret;</Identity></Credential></From></Header></cXML>`;
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>\n<cXML>&lol3;</cXML>`;
    for (const hostile of [xxe, bomb]) {
      const reply = await postXml(hostile);
      expect(reply.statusCode).toBe(400);
      expect(readResponse(reply.body).detail).toContain('entities');
      expect(reply.body).not.toContain('root:');
    }
    const oversized = await postXml(`<cXML payloadID="big">${'<Extrinsic name="pad">x</Extrinsic>'.repeat(80_000)}</cXML>`);
    expect(oversized.statusCode).toBe(413);
    expect((await t.database.db.select().from(orders)).length).toBe(before);
  });
});

describe('OCI 5.0 PunchOut', () => {
  it('enters through HOOK_URL with the password, and returns the cart as NEW_ITEM fields', async () => {
    const entry = (password: string) =>
      `${API}/punchout/oci?${new URLSearchParams({ USERNAME: ociBuyer.username, PASSWORD: password, HOOK_URL: procurement.returnUrl, '~TARGET': '_top', '~OkCode': 'ADDI', '~CALLER': 'CTLG' })}`;
    const refused = await t.app.inject({ method: 'GET', url: entry('wrong') });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/punchout/start?error=punchoutUnauthorized');
    const opened = await t.app.inject({ method: 'GET', url: entry(ociBuyer.secret) });
    expect(opened.statusCode).toBe(303);
    const { call } = await enter(String(opened.headers.location));
    const [first, , third] = packs as [Pack, Pack, Pack];
    await call('POST', `${CART}/add`, { catalogNo: first.catalogNo, packId: first.packId, quantity: 4 });
    await call('POST', `${CART}/add`, { catalogNo: third.catalogNo, packId: third.packId, quantity: 1 });
    const transfer = (await call('POST', `${API}/punchout/transfer`)).json().result as { target: string };
    expect(transfer.target).toBe('_top');
    const cart = await transferred(call);
    expect(cart.protocol).toBe('oci');
    expect(cart.fields['~OkCode']).toBe('ADDI');
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines[0]).toMatchObject({ supplierPartId: first.catalogNo, quantity: 4, currency: 'USD', uom: 'EA', unspsc: '41116100' });
    expect(cart.fields['NEW_ITEM-DESCRIPTION[1]']?.length).toBeLessThanOrEqual(40);
  });
});

describe('the buyers screen', () => {
  it('keeps buyers with counts, never shows a secret again, and logs every document with secrets masked', async () => {
    const list = await staff('GET', BUYERS);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(cxmlBuyer.secret);
    const buyer = (list.json().result as { id: string; name: string; sessions: number; orders: number; secretHint: string }[]).find((entry) =>
      entry.name.startsWith('Longwood'),
    );
    expect(buyer).toMatchObject({ orders: 1, secretHint: cxmlBuyer.secret.slice(0, 10) });
    expect(buyer?.sessions).toBeGreaterThanOrEqual(4);

    const documents = (await staff('GET', `${API}/staff/punchout/documents?buyerId=${buyer?.id}&pageSize=100`)).json().result.records as {
      id: string;
      kind: string;
      statusCode: number;
    }[];
    expect(new Set(documents.map((document) => document.kind))).toEqual(
      new Set(['PunchOutSetupRequest', 'PunchOutSetupResponse', 'PunchOutOrderMessage', 'OrderRequest', 'Response']),
    );
    for (const row of await t.database.db.select({ body: punchoutDocuments.body }).from(punchoutDocuments)) {
      expect(row.body).not.toContain(cxmlBuyer.secret);
      expect(row.body).not.toContain(ociBuyer.secret);
    }
    const setupDocument = documents.find((document) => document.kind === 'PunchOutSetupRequest' && document.statusCode === 200);
    const body = (await staff('GET', `${API}/staff/punchout/documents/${setupDocument?.id}`)).json().result.body as string;
    expect(body).toContain('<SharedSecret>********</SharedSecret>');

    const rotated = await staff('POST', `${BUYERS}/${buyer?.id}/rotate`);
    const secret = rotated.json().result.secret as string;
    expect(readResponse((await postXml(setupRequest(cxmlBuyer, SUPPLIER, { buyerCookie: 'old', returnUrl: procurement.returnUrl }))).body).code).toBe(401);
    expect(
      readResponse((await postXml(setupRequest({ ...cxmlBuyer, secret }, SUPPLIER, { buyerCookie: 'new', returnUrl: procurement.returnUrl }))).body).code,
    ).toBe(200);

    // Outside a PunchOut session the transfer page sends the browser back to the cart page to say why.
    const outsider = await t.app.inject({
      method: 'POST',
      url: `${API}/punchout/transfer/page`,
      headers: { 'x-access-token': (await signedInClient(t)).token, referer: 'http://localhost:80/abinvivoCart' },
    });
    expect(outsider.statusCode).toBe(303);
    expect(outsider.headers.location).toBe('/abinvivoCart?punchoutError=punchoutNoSession');

    const taken = await staff('POST', BUYERS, {
      name: 'Copy',
      protocol: 'cxml',
      fromIdentity: 'LONGWOOD-coupa',
      priceGroup: 'list',
      defaultUnspsc: '12352200',
    });
    expect(taken.statusCode).toBe(409);
    const invalid = await staff('POST', BUYERS, { name: 'Bad', protocol: 'cxml', fromIdentity: 'X', priceGroup: 'list', defaultUnspsc: '123' });
    expect(invalid.statusCode).toBe(400);
    const customer = await t.app.inject({ method: 'GET', url: BUYERS });
    expect(customer.statusCode).toBe(401);
  });
});
