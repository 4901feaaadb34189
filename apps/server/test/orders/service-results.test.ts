import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, outboxMessages } from '../../src/db/schema.js';
import type { TestApp } from '../helpers/test-app.js';
import { multipart } from '../uploads/multipart.js';
import { type Client, API, DESK, ORDER, deskClient, inAWeek, ordersApp, signedInClient, uploadOrderFile } from './orders-helpers.js';

let t: TestApp;
let desk: Awaited<ReturnType<typeof deskClient>>;
beforeAll(async () => {
  t = await ordersApp();
  desk = await deskClient(t);
});
afterAll(() => t.close());

const VH = 'EVQLVESGGGLVQPGGSLRLSCAASGFNIKDTYIHWVRQAPGKGLEWVARIYPTNGYTRYADSVKGRFTISADTSKNTAYLQMNSLRAEDTAVYYCSRWGGDGFYAMDYWGQGTLVTVSS';
const TRACE = Buffer.concat([Buffer.from('ABIF'), Buffer.alloc(200, 7)]);

type Caller = { call: Client['call'] };

/** An antibody production order of three antibodies, quoted, confirmed and in production. */
async function producingOrder(client: Client): Promise<string> {
  const lines = ['mAb-1', 'mAb-2', 'mAb-3'].map((proteinName) => ({ proteinName, scale: 10, sequence1: VH }));
  const reply = await client.call('POST', `${ORDER}/inquiry/add`, {
    orderType: 'service',
    service: 'antibodyDiscovery',
    addressId: client.addressId,
    contactPhone: 'NA',
    agreement: true,
    lines,
  });
  const id = reply.json().result.id as string;
  const detail = (await desk.call('GET', `${DESK}/queryById?id=${id}`)).json().result as { lines: { id: string }[] };
  const prices = detail.lines.map((line) => ({ lineId: line.id, unitPriceMinor: 250_000 }));
  await desk.call('POST', `${DESK}/quote`, { id, prices, paymentMethod: 'bankTransfer', validUntil: inAWeek() });
  await client.call('POST', `${ORDER}/confirmQuote`, { id });
  await desk.call('POST', `${DESK}/startProduction`, { id, productionStatus: 'Transfection', productionTime: inAWeek() });
  return id;
}

/** Uploads a file to the `result` folder as `who`, answering the reply. */
function uploadResult(who: Caller, filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const { payload, headers } = multipart([
    { name: 'file', filename, content, contentType },
    { name: 'biz', content: 'result' },
  ]);
  return who.call('POST', `${API}/sys/common/upload`, payload, headers);
}

describe('sub-orders and results', () => {
  it('lets staff split an order, follow each part and attach result files the customer is told of and downloads', async () => {
    const client = await signedInClient(t);
    const id = await producingOrder(client);

    const split = await desk.call('POST', `${DESK}/subOrders/split`, {
      id,
      parts: [
        { title: 'mAb-1 and mAb-2', lineNos: [1, 2] },
        { title: 'mAb-3', lineNos: [3] },
      ],
    });
    expect(split.statusCode, split.body).toBe(200);
    const subOrders = split.json().result.subOrders as { id: string; subNo: number; title: string; lineNos: number[]; status: string }[];
    expect(subOrders.map(({ subNo, title, lineNos, status }) => ({ subNo, title, lineNos, status }))).toEqual([
      { subNo: 1, title: 'mAb-1 and mAb-2', lineNos: [1, 2], status: 'planned' },
      { subNo: 2, title: 'mAb-3', lineNos: [3], status: 'planned' },
    ]);
    const second = subOrders[1]?.id ?? '';
    const status = await desk.call('POST', `${DESK}/subOrders/status`, { id: second, status: 'done', productionStatus: 'Purified, QC passed' });
    expect(status.json().result.subOrders[1]).toMatchObject({ status: 'done', productionStatus: 'Purified, QC passed' });

    const upload = await uploadResult(desk, 'mAb-3 QC report.ab1', TRACE);
    expect(upload.statusCode, upload.body).toBe(200);
    const path = upload.json().result as string;
    const added = await desk.call('POST', `${DESK}/results/add`, { id, subOrderId: second, path, note: 'SEC-HPLC 98.7 % monomer' });
    expect(added.statusCode, added.body).toBe(200);

    const detail = (await client.call('GET', `${ORDER}/queryById?id=${id}`)).json().result;
    expect(detail.subOrders).toHaveLength(2);
    expect(detail.results).toEqual([
      expect.objectContaining({ subOrderId: second, name: 'mAb-3 QC report.ab1', size: TRACE.length, note: 'SEC-HPLC 98.7 % monomer' }),
    ]);
    const file = await client.call('GET', `${ORDER}/result?id=${detail.results[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(TRACE)).toBe(true);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''mAb-3%20QC%20report.ab1");

    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    const mail = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, order?.customerEmail ?? '-'));
    const notice = mail.find((message) => message.subject.includes('results for order'));
    expect(notice?.subject).toBe(`Abinvivo: results for order ${order?.orderNo}`);
    expect(notice?.body).toContain(`your order ${order?.orderNo} (sub-order mAb-3): mAb-3 QC report.ab1.`);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['order.addResult', 'order.split', 'order.subOrderStatus']);

    const stranger = await signedInClient(t);
    expect((await stranger.call('GET', `${ORDER}/result?id=${detail.results[0].id}`)).statusCode).toBe(404);
    expect((await desk.call('GET', `${DESK}/result?id=${detail.results[0].id}`)).statusCode).toBe(200);
  });

  it('refuses a split that names a line twice, a line the order lacks or one already in a sub-order, and changes nothing', async () => {
    const client = await signedInClient(t);
    const id = await producingOrder(client);
    await desk.call('POST', `${DESK}/subOrders/split`, { id, parts: [{ title: 'first', lineNos: [1] }] });
    const cases: [unknown, string][] = [
      [[{ title: 'again', lineNos: [1] }], 'Line 1 already belongs to a sub-order.'],
      [[{ title: 'ghost', lineNos: [4] }], 'The order has no line 4.'],
      [[{ title: 'twice', lineNos: [2, 2] }], 'A sub-order names the same line twice.'],
      [[{ title: ' ', lineNos: [2] }], 'Give each sub-order a title.'],
      [[{ title: 'none', lineNos: [] }], 'Choose at least one order line for each sub-order.'],
    ];
    for (const [parts, message] of cases) {
      const reply = await desk.call('POST', `${DESK}/subOrders/split`, { id, parts });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toContain(message);
    }
    expect((await client.call('GET', `${ORDER}/queryById?id=${id}`)).json().result.subOrders).toHaveLength(1);
  });

  it('takes result files only from the staff member who uploaded them for results, and only while the order is open', async () => {
    const client = await signedInClient(t);
    const id = await producingOrder(client);
    expect((await uploadResult(client, 'fake.ab1', TRACE)).statusCode).toBe(403);
    const customerFile = await uploadOrderFile(client);
    const mine = (await desk.call('POST', `${DESK}/results/add`, { id, path: customerFile })).json().message;
    expect(mine).toBe('The result file is not one you uploaded for results.');
    const colleague = await deskClient(t);
    const theirs = (await uploadResult(colleague, 'report.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf')).json().result as string;
    expect((await desk.call('POST', `${DESK}/results/add`, { id, path: theirs })).json().message).toBe('The result file is not one you uploaded for results.');
    expect((await colleague.call('POST', `${DESK}/results/add`, { id, path: theirs, subOrderId: crypto.randomUUID() })).json().message).toBe(
      'This sub-order does not exist or belongs to another order.',
    );

    expect((await desk.call('POST', `${DESK}/cancel`, { id, note: 'Customer withdrew' })).statusCode).toBe(200);
    const closed = await colleague.call('POST', `${DESK}/results/add`, { id, path: theirs });
    expect(closed.statusCode).toBe(409);
    expect((await client.call('GET', `${ORDER}/queryById?id=${id}`)).json().result.results).toEqual([]);
    const viewer = await deskClient(t, ['orders:view']);
    expect((await viewer.call('POST', `${DESK}/subOrders/split`, { id, parts: [{ title: 'x', lineNos: [1] }] })).statusCode).toBe(403);
  });
});
