import { VECTOR_BASE_FEE_MINOR, designCode, parseGenBank, vectorConstructionEstimate } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orderDesigns, orderLines, orders } from '../../src/db/schema.js';
import type { TestApp } from '../helpers/test-app.js';
import { API, type Client, DESK, ORDER, deskClient, inAWeek, ordersApp, signedInClient } from './orders-helpers.js';

const CARRIER = `${API}/by-order-client/client/plasmidCarrier`;
const DESIGN = `${API}/by-plasmid/design`;
const SEQUENCE = 'GAATTCATGGTGAGCAAGGGCGAGGAGCTGTTCACCGGGGTGGTGCCCATCTAAAAGCTT';

/** A small circular construct on pUC19 with a feature across its origin, as the builder saves one. */
const PUC_GFP = {
  name: 'pUC-GFP draft',
  backboneId: 'puc19',
  circular: true,
  sequence: SEQUENCE,
  features: [
    { name: 'GFP fragment', type: 'CDS', start: 6, end: 54, strand: 1 },
    { name: 'Across origin', type: 'misc_feature', start: 56, end: 4, strand: -1 },
  ],
};
/** A linear fragment designed from nothing: every base of it is synthesized. */
const FRAGMENT = { name: 'Linker fragment', backboneId: '', circular: false, sequence: SEQUENCE.slice(0, 30), features: [] };

let t: TestApp;
let desk: Awaited<ReturnType<typeof deskClient>>;
beforeAll(async () => {
  t = await ordersApp();
  desk = await deskClient(t);
});
afterAll(() => t.close());

async function savedDesign(client: Client, design: object = PUC_GFP): Promise<string> {
  const reply = await client.call('POST', `${DESIGN}/save`, design);
  if (reply.statusCode !== 200) throw new Error(`design: ${reply.body}`);
  return reply.json().result.id as string;
}

const addToCarrier = (client: Client, designId: string) => client.call('POST', `${CARRIER}/add`, { designId });
const carrierLines = async (client: Client) => (await client.call('GET', `${CARRIER}/cartList?pageSize=1000`)).json().result;

function vectorInquiry(client: Client, designIds: string[], cartLineIds: string[] = []) {
  return {
    orderType: 'vector',
    addressId: client.addressId,
    contactPhone: 'NA',
    agreement: true,
    cartLineIds,
    lines: designIds.map((designId, index) => (index === 0 ? { designId, prep: 'maxiprep', verification: 'sanger', note: 'Endotoxin-free' } : { designId })),
  };
}

/** Two designs put in the carrier cart and ordered from it; the order's id. */
async function orderedDesigns(client: Client): Promise<{ orderId: string; designIds: string[] }> {
  const designIds = [await savedDesign(client), await savedDesign(client, FRAGMENT)];
  const lineIds = [];
  for (const id of designIds) lineIds.push((await addToCarrier(client, id)).json().result.id as string);
  const reply = await client.call('POST', `${ORDER}/inquiry/add`, vectorInquiry(client, designIds, lineIds));
  if (reply.statusCode !== 200) throw new Error(`inquiry: ${reply.body}`);
  return { orderId: reply.json().result.id as string, designIds };
}

describe('the carrier cart', () => {
  it("takes the customer's own design once, with its code, its backbone and the estimate of building it", async () => {
    const client = await signedInClient(t);
    const id = await savedDesign(client);
    const added = await addToCarrier(client, id);
    expect(added.statusCode, added.body).toBe(200);
    const line = added.json().result;
    expect(line).toMatchObject({
      catalog: 'pUC-GFP draft',
      projectName: 'puc19',
      orderNo: designCode(id),
      orderType: 'vector',
      designId: id,
      productId: null,
      packId: null,
      quantity: 1,
      // No more bases than its backbone: the construction fee alone.
      unitPriceMinor: VECTOR_BASE_FEE_MINOR.USD,
      currency: 'USD',
    });
    expect(line.orderNo).toMatch(/^PD-[0-9A-F]{8}$/);

    const again = await addToCarrier(client, id);
    expect(again.json().result.id).toBe(line.id);
    const list = await carrierLines(client);
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({ id: line.id, orderNo: designCode(id), orderType: 'vector' });

    const fragment = (await addToCarrier(client, await savedDesign(client, FRAGMENT))).json().result;
    expect(fragment).toMatchObject({
      projectName: '',
      unitPriceMinor: vectorConstructionEstimate({ designLength: 30, backboneLength: 0, currency: 'USD' }).totalMinor,
    });
    expect((await client.call('POST', `${CARRIER}/deleteBatch`, { ids: [fragment.id] })).json().result).toEqual({ removed: 1 });
    expect((await carrierLines(client)).total).toBe(1);
  });

  it("refuses another customer's design and an unknown one, as the design's own page does", async () => {
    const owner = await signedInClient(t);
    const id = await savedDesign(owner);
    const other = await signedInClient(t);
    for (const designId of [id, '00000000-0000-4000-8000-000000000000']) {
      const reply = await addToCarrier(other, designId);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe('This design does not exist or is not yours.');
    }
    expect((await addToCarrier(other, 'not-an-id')).statusCode).toBe(400);
    expect((await carrierLines(other)).total).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: `${CARRIER}/add`, payload: { designId: id } })).statusCode).toBe(401);
  });

  it('loses the line of a design when the design is deleted', async () => {
    const client = await signedInClient(t);
    const id = await savedDesign(client);
    await addToCarrier(client, id);
    expect((await client.call('POST', `${DESIGN}/delete`, { id })).statusCode).toBe(200);
    expect((await carrierLines(client)).total).toBe(0);
    expect(await t.database.db.select().from(cartLines).where(eq(cartLines.customerId, client.id))).toEqual([]);
  });
});

describe('a vector order', () => {
  it('stores one line per design with the design copied whole, and takes the lines out of the carrier cart', async () => {
    const client = await signedInClient(t);
    const { orderId, designIds } = await orderedDesigns(client);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ orderType: 'vector', cart: 'carrier', status: 'inquirying', lineCount: 2, firstLine: designCode(designIds[0] ?? '') });
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.lineNo);
    expect(lines.map((line) => [line.quantity, line.catalogUnitPriceMinor, line.vector])).toEqual([
      [
        1,
        VECTOR_BASE_FEE_MINOR.USD,
        { catalog: designCode(designIds[0] ?? ''), projectName: 'pUC-GFP draft', prep: 'maxiprep', verification: 'sanger', note: 'Endotoxin-free' },
      ],
      [
        1,
        vectorConstructionEstimate({ designLength: 30, backboneLength: 0, currency: 'USD' }).totalMinor,
        { catalog: designCode(designIds[1] ?? ''), projectName: 'Linker fragment', prep: 'miniprep', verification: 'wholePlasmid', note: '' },
      ],
    ]);
    expect((await carrierLines(client)).total).toBe(0);

    const detail = (await client.call('GET', `${ORDER}/queryById?id=${orderId}`)).json().result;
    expect(detail).toMatchObject({ orderType: 'vector', lines: [{ lineNo: 1, product: null, sequence: null, service: null }, { lineNo: 2 }] });
    expect(detail.lines[1].vector.projectName).toBe('Linker fragment');
    const designs = (await client.call('GET', `${ORDER}/designs?id=${orderId}`)).json().result;
    expect(designs).toEqual([
      {
        lineNo: 1,
        designId: designIds[0],
        name: 'pUC-GFP draft',
        backboneId: 'puc19',
        circular: true,
        length: 60,
        sequence: SEQUENCE,
        features: PUC_GFP.features,
      },
      {
        lineNo: 2,
        designId: designIds[1],
        name: 'Linker fragment',
        backboneId: '',
        circular: false,
        length: 30,
        sequence: SEQUENCE.slice(0, 30),
        features: [],
      },
    ]);

    // The design changes, or goes; the order keeps what was sent.
    await client.call('POST', `${DESIGN}/save`, { ...PUC_GFP, id: designIds[0], name: 'pUC-GFP v2', sequence: `${SEQUENCE}GGATCC`, features: [] });
    await client.call('POST', `${DESIGN}/delete`, { id: designIds[1] });
    expect((await client.call('GET', `${ORDER}/designs?id=${orderId}`)).json().result).toEqual(designs);

    const found = (await client.call('GET', `${ORDER}/list?keyword=Linker`)).json().result;
    expect(found.records.map((record: { id: string }) => record.id)).toEqual([orderId]);
  });

  it("refuses another customer's design, a repeated one and a deleted one, and stores nothing", async () => {
    const owner = await signedInClient(t);
    const theirs = await savedDesign(owner);
    const client = await signedInClient(t);
    const mine = await savedDesign(client);
    const lineId = (await addToCarrier(client, mine)).json().result.id as string;

    const stolen = await client.call('POST', `${ORDER}/inquiry/add`, vectorInquiry(client, [mine, theirs], [lineId]));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('This design does not exist or is not yours.');
    const repeated = await client.call('POST', `${ORDER}/inquiry/add`, vectorInquiry(client, [mine, mine]));
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toContain('Each design can be ordered once per order.');
    const gone = await savedDesign(client, FRAGMENT);
    await client.call('POST', `${DESIGN}/delete`, { id: gone });
    expect((await client.call('POST', `${ORDER}/inquiry/add`, vectorInquiry(client, [gone]))).statusCode).toBe(404);

    expect(await t.database.db.select().from(orders).where(eq(orders.customerId, client.id))).toEqual([]);
    expect((await carrierLines(client)).records.map((line: { id: string }) => line.id)).toEqual([lineId]);
    const copies = await t.database.db.select({ designId: orderDesigns.designId }).from(orderDesigns).where(eq(orderDesigns.designId, theirs));
    expect(copies).toEqual([]);
  });

  it('shows staff what was designed, as data and as a GenBank file whose features match, and goes through the quote', async () => {
    const client = await signedInClient(t);
    const { orderId } = await orderedDesigns(client);
    const queue = (await desk.call('GET', `${DESK}/list?keyword=pUC-GFP`)).json().result;
    expect(queue.records[0]).toMatchObject({ id: orderId, orderType: 'vector', firstLine: expect.stringMatching(/^PD-/) });
    const detail = (await desk.call('GET', `${DESK}/queryById?id=${orderId}`)).json().result;
    expect(detail.lines.map((line: { vector: { prep: string } }) => line.vector.prep)).toEqual(['maxiprep', 'miniprep']);
    const designs = (await desk.call('GET', `${DESK}/designs?id=${orderId}`)).json().result;
    expect(designs.map((design: { name: string; length: number }) => [design.name, design.length])).toEqual([
      ['pUC-GFP draft', 60],
      ['Linker fragment', 30],
    ]);

    const genbank = await desk.call('GET', `${DESK}/designExport?id=${orderId}&lineNo=1&format=genbank`);
    expect(genbank.statusCode).toBe(200);
    expect(genbank.headers['content-disposition']).toContain("filename*=UTF-8''pUC-GFP%20draft.gb");
    const parsed = parseGenBank(genbank.body);
    expect(parsed).toMatchObject({ sequence: SEQUENCE, circular: true });
    expect(parsed.features).toEqual(PUC_GFP.features);
    const fasta = await desk.call('GET', `${DESK}/designExport?id=${orderId}&lineNo=2&format=fasta`);
    expect(fasta.body).toBe(`>Linker fragment\n${SEQUENCE.slice(0, 30)}\n`);
    expect((await desk.call('GET', `${DESK}/designExport?id=${orderId}&lineNo=3&format=genbank`)).statusCode).toBe(404);

    const quoted = await desk.call('POST', `${DESK}/quote`, {
      id: orderId,
      prices: detail.lines.map((line: { id: string; catalogUnitPriceMinor: number }) => ({ lineId: line.id, unitPriceMinor: line.catalogUnitPriceMinor })),
      paymentMethod: 'bankTransfer',
      validUntil: inAWeek(),
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const pdf = await client.call('GET', `${ORDER}/quotePdf?id=${orderId}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('pUC-GFP draft · Maxiprep · Sanger sequencing');
  });

  it("lets the customer download their own order's designs and nobody else's", async () => {
    const client = await signedInClient(t);
    const { orderId } = await orderedDesigns(client);
    const own = await client.call('GET', `${ORDER}/designExport?id=${orderId}&lineNo=2&format=genbank`);
    expect(own.statusCode).toBe(200);
    expect(parseGenBank(own.body)).toMatchObject({ sequence: SEQUENCE.slice(0, 30), circular: false, features: [] });
    expect((await client.call('GET', `${ORDER}/designExport?id=${orderId}&lineNo=1&format=dna`)).json().message).toContain('Choose GenBank or FASTA.');

    const other = await signedInClient(t);
    expect((await other.call('GET', `${ORDER}/designExport?id=${orderId}&lineNo=1&format=genbank`)).statusCode).toBe(404);
    expect((await other.call('GET', `${ORDER}/designs?id=${orderId}`)).statusCode).toBe(404);
    const noDesk = await deskClient(t, []);
    expect((await noDesk.call('GET', `${DESK}/designExport?id=${orderId}&lineNo=1&format=genbank`)).statusCode).toBe(403);
  });
});
