import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers } from '../../src/db/schema.js';
import { createCustomer, login } from '../helpers/accounts.js';
import { signedInStaff } from '../helpers/staff-session.js';
import type { TestApp } from '../helpers/test-app.js';
import {
  ALL_DESK_PERMISSIONS,
  type Client,
  DESK,
  ORDER,
  type Pack,
  inAWeek,
  ordersApp,
  placedInquiry,
  signedInClient,
  somePacks,
  uploadOrderFile,
} from '../orders/orders-helpers.js';

const ORGS = '/jeecg-boot/staff/organisations';
type Caller = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, language?: string) => Promise<LightMyRequestResponse>;

let t: TestApp;
let packs: Pack[];
let staff: Caller;
let desk: Caller;

const caller =
  (token: string): Caller =>
  (method, url, payload, language = 'en') =>
    t.app.inject({
      method,
      url,
      headers: { 'x-access-token': token, 'accept-language': language },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

beforeAll(async () => {
  t = await ordersApp();
  packs = await somePacks(t, 1);
  staff = caller((await signedInStaff(t, ['customers:organisations'])).token);
  desk = caller((await signedInStaff(t, ALL_DESK_PERMISSIONS)).token);
});
afterAll(() => t.close());

async function organisationWithLabs(name: string) {
  const organisation = (await staff('POST', ORGS, { name, kind: 'institute' })).json().result as { id: string };
  const lab = (await staff('POST', `${ORGS}/${organisation.id}/departments`, { departName: 'Immunology Lab', costCentre: 'CC-4410' })).json().result;
  const core = (await staff('POST', `${ORGS}/${organisation.id}/departments`, { departName: 'Protein Core', costCentre: 'CC-7702' })).json().result;
  return { id: organisation.id, lab: lab as { id: string; orgCode: string }, core: core as { id: string; orgCode: string } };
}

/** Staff quote the owner's order, the owner confirms, staff ship and invoice it: answers the invoice's id. */
async function quotedAndInvoiced(owner: Client, orderId: string): Promise<string> {
  const detail = (await desk('GET', `${DESK}/queryById?id=${orderId}`)).json().result as { lines: { id: string }[] };
  const prices = detail.lines.map((line) => ({ lineId: line.id, unitPriceMinor: 10_000 }));
  await desk('POST', `${DESK}/quote`, { id: orderId, prices, freightMinor: 0, discountMinor: 0, paymentMethod: 'bankTransfer', validUntil: inAWeek() });
  await owner.call('POST', `${ORDER}/confirmQuote`, { id: orderId });
  await desk('POST', `${DESK}/startProduction`, { id: orderId, productionStatus: 'Filling', productionTime: inAWeek() });
  await desk('POST', `${DESK}/ship`, { id: orderId, carrier: 'DHL', trackingNo: 'JD0042' });
  const invoiced = await desk('POST', `${DESK}/invoice`, { id: orderId, title: 'Eastgate Pharma', taxNumber: 'US-04-1234567' });
  return (invoiced.json().result as { invoices: { id: string }[] }).invoices[0]?.id ?? '';
}

describe('organisations and departments kept by staff', () => {
  it('puts a customer in two departments, who then chooses one at sign-in and orders in its name and cost centre', async () => {
    const org = await organisationWithLabs('Longwood Institute');
    const buyer = await signedInClient(t);
    const saved = await staff('POST', `${ORGS}/${org.id}/members`, { login: buyer.username, role: 'member', departmentIds: [org.lab.id, org.core.id] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toMatchObject({ username: buyer.username, role: 'member' });
    expect(saved.json().result.departmentIds.sort()).toEqual([org.lab.id, org.core.id].sort());

    const listed = (await staff('GET', ORGS)).json().result.find((row: { id: string }) => row.id === org.id);
    expect(listed).toMatchObject({ name: 'Longwood Institute', kind: 'institute', memberCount: 1 });
    expect(
      listed.departments.map((row: { departName: string; costCentre: string; memberCount: number }) => [row.departName, row.costCentre, row.memberCount]),
    ).toEqual([
      ['Immunology Lab', 'CC-4410', 1],
      ['Protein Core', 'CC-7702', 1],
    ]);

    expect((await login(t, buyer.username, buyer.password)).json().result.multi_depart).toBe(2);
    const customer = caller(buyer.token);
    expect((await customer('POST', '/jeecg-boot/sys/selectDepart', { orgCode: org.core.orgCode, username: buyer.username })).statusCode).toBe(200);
    const id = await placedInquiry(buyer, packs);
    const detail = (await customer('GET', `${ORDER}/queryById?id=${id}`)).json().result;
    expect(detail).toMatchObject({ department: 'Longwood Institute · Protein Core', costCentre: 'CC-7702' });

    // Renaming the department later does not rewrite the order placed in its name.
    const renamed = await staff('PUT', `/jeecg-boot/staff/departments/${org.core.id}`, { departName: 'Protein Science Core', costCentre: 'CC-7703' });
    expect(renamed.json().result).toMatchObject({ departName: 'Protein Science Core', costCentre: 'CC-7703', memberCount: 1 });
    expect((await customer('GET', `${ORDER}/queryById?id=${id}`)).json().result.costCentre).toBe('CC-7702');

    // Leaving the organisation takes its departments and the choice away; the order stays the customer's.
    expect((await staff('DELETE', `${ORGS}/${org.id}/members/${buyer.id}`)).statusCode).toBe(200);
    const [after] = await t.database.db.select({ orgCode: customers.orgCode }).from(customers).where(eq(customers.id, buyer.id));
    expect(after?.orgCode).toBeNull();
    expect((await login(t, buyer.username, buyer.password)).json().result.multi_depart).toBe(0);
    expect((await customer('GET', `${ORDER}/queryById?id=${id}`)).statusCode).toBe(200);

    const actions = (await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.objectType, 'organisation'))).map(
      (row) => row.action,
    );
    for (const action of [
      'organisation.create',
      'organisation.department.add',
      'organisation.department.change',
      'organisation.member.save',
      'organisation.member.remove',
    ]) {
      expect(actions).toContain(action);
    }
  });

  it('finds a member by e-mail address, makes them an administrator, and refuses what does not fit', async () => {
    const org = await organisationWithLabs('Harbour Biologics');
    const other = await organisationWithLabs('Northfield University');
    const admin = await createCustomer(t);
    const byEmail = await staff('POST', `${ORGS}/${org.id}/members`, { login: admin.customer.email, role: 'admin' });
    expect(byEmail.json().result).toMatchObject({ username: admin.username, role: 'admin', departmentIds: [] });

    const unknown = await staff('POST', `${ORGS}/${org.id}/members`, { login: 'nobody@nowhere.example', role: 'member' }, 'zh');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('没有使用此用户名、邮箱或手机号的客户账号。');
    const foreignDepartment = await staff('POST', `${ORGS}/${org.id}/members`, { login: admin.username, role: 'admin', departmentIds: [other.lab.id] });
    expect(foreignDepartment.statusCode).toBe(400);
    const elsewhere = await staff('POST', `${ORGS}/${other.id}/members`, { login: admin.username, role: 'member' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toContain('another organisation');
    expect((await staff('POST', ORGS, { name: '  ', kind: 'institute' })).json().message).toBe("Enter the organisation's name.");
    expect((await staff('POST', ORGS, { name: 'X', kind: 'charity' })).statusCode).toBe(400);
    expect((await staff('POST', `${ORGS}/00000000-0000-4000-8000-000000000000/departments`, { departName: 'Lab' })).statusCode).toBe(404);
    expect((await staff('GET', `${ORGS}/${org.id}/members`)).json().result).toHaveLength(1);

    const desk = caller((await signedInStaff(t, ['orders:view'])).token);
    expect((await desk('GET', ORGS)).statusCode).toBe(403);
    expect((await desk('POST', `${ORGS}/${org.id}/members`, { login: admin.username, role: 'member' })).statusCode).toBe(403);
  });

  it('lets members read their department’s orders, or the organisation’s, as it allows; never another organisation’s, and only the owner acts', async () => {
    const org = await organisationWithLabs('Eastgate Pharma');
    const rival = await organisationWithLabs('Westgate Pharma');
    const [ana, ben, cai, dee] = await Promise.all([signedInClient(t), signedInClient(t), signedInClient(t), signedInClient(t)]);
    if (!ana || !ben || !cai || !dee) throw new Error('four clients');
    const join = async (organisationId: string, client: typeof ana, departmentId: string, orgCode: string) => {
      await staff('POST', `${ORGS}/${organisationId}/members`, { login: client.username, role: 'member', departmentIds: [departmentId] });
      await client.call('POST', '/jeecg-boot/sys/selectDepart', { orgCode, username: client.username });
    };
    await join(org.id, ana, org.lab.id, org.lab.orgCode);
    await join(org.id, ben, org.lab.id, org.lab.orgCode);
    await join(org.id, cai, org.core.id, org.core.orgCode);
    await join(rival.id, dee, rival.lab.id, rival.lab.orgCode);
    const protocol = await uploadOrderFile(ana, 'study-protocol.pdf');
    const anaOrder = await placedInquiry(ana, packs, { attachmentPaths: [protocol] });
    const caiOrder = await placedInquiry(cai, packs);
    const deeOrder = await placedInquiry(dee, packs);

    const listed = async (client: typeof ana) =>
      ((await client.call('GET', `${ORDER}/list?pageSize=50`)).json().result.records as { id: string }[]).map((row) => row.id).sort();
    const reads = async (client: typeof ana, id: string) => (await client.call('GET', `${ORDER}/queryById?id=${id}`)).statusCode;

    // 'own', the default: a colleague's order is not found.
    expect(await listed(ben)).toEqual([]);
    expect(await reads(ben, anaOrder)).toBe(404);

    await staff('PUT', `${ORGS}/${org.id}`, { name: 'Eastgate Pharma', kind: 'company', orderVisibility: 'department' });
    expect(await listed(ben)).toEqual([anaOrder]);
    expect(await reads(ben, anaOrder)).toBe(200);
    expect(await reads(ben, caiOrder)).toBe(404);
    // Read-only: the steps stay the owner's.
    expect((await ben.call('GET', `${ORDER}/queryById?id=${anaOrder}`)).json().result.actions).toEqual([]);
    expect((await ben.call('POST', `${ORDER}/cancel`, { id: anaOrder })).statusCode).toBe(404);
    expect((await ana.call('GET', `${ORDER}/queryById?id=${anaOrder}`)).json().result.actions).toContain('cancel');
    // The quotation and the invoice the order page lists open for the colleague too; another organisation's never.
    const invoiceId = await quotedAndInvoiced(ana, anaOrder);
    expect((await ben.call('GET', `${ORDER}/quotePdf?id=${anaOrder}`)).statusCode).toBe(200);
    expect((await ben.call('GET', `/jeecg-boot/by-order-client/invoice/pdf?id=${invoiceId}`)).statusCode).toBe(200);
    expect((await dee.call('GET', `${ORDER}/quotePdf?id=${anaOrder}`)).statusCode).toBe(404);
    expect((await dee.call('GET', `/jeecg-boot/by-order-client/invoice/pdf?id=${invoiceId}`)).statusCode).toBe(404);
    // So do the files the owner attached, through the order only: the stored file itself stays its uploader's.
    const attachment = (client: typeof ana) => client.call('GET', `${ORDER}/attachment?id=${anaOrder}&path=${encodeURIComponent(protocol)}`);
    const colleagues = await attachment(ben);
    expect(colleagues.statusCode).toBe(200);
    expect(colleagues.headers['content-disposition']).toContain('study-protocol.pdf');
    expect((await attachment(dee)).statusCode).toBe(404);
    expect((await ben.call('GET', `/jeecg-boot/sys/common/static/${protocol}`)).statusCode).toBe(404);

    await staff('PUT', `${ORGS}/${org.id}`, { name: 'Eastgate Pharma', kind: 'company', orderVisibility: 'organisation' });
    expect(await listed(ben)).toEqual([anaOrder, caiOrder].sort());
    expect(await reads(ben, deeOrder)).toBe(404);
    expect(await listed(dee)).toEqual([deeOrder]);

    // Leaving the organisation ends the view of colleagues' orders at once.
    await staff('DELETE', `${ORGS}/${org.id}/members/${ben.id}`);
    expect(await listed(ben)).toEqual([]);
    expect(await reads(ben, anaOrder)).toBe(404);
  });

  it('lets an administrator of the organisation keep its members, never themselves, and a member only read it', async () => {
    const org = await organisationWithLabs('Riverside Institute');
    const [admin, member, newcomer] = await Promise.all([signedInClient(t), signedInClient(t), signedInClient(t)]);
    if (!admin || !member || !newcomer) throw new Error('three clients');
    await staff('POST', `${ORGS}/${org.id}/members`, { login: admin.username, role: 'admin' });
    await staff('POST', `${ORGS}/${org.id}/members`, { login: member.username, role: 'member', departmentIds: [org.lab.id] });
    const MINE = '/jeecg-boot/by-order-client/organisation';

    const seen = (await admin.call('GET', MINE)).json().result;
    expect(seen).toMatchObject({ role: 'admin', organisation: { name: 'Riverside Institute' } });
    expect(seen.members.map((row: { username: string }) => row.username).sort()).toEqual([admin.username, member.username].sort());
    const added = await admin.call('POST', `${MINE}/members`, { login: newcomer.username, role: 'member', departmentIds: [org.core.id] });
    expect(added.json().result).toMatchObject({ username: newcomer.username, departmentIds: [org.core.id] });
    expect((await admin.call('POST', `${MINE}/members`, { login: admin.username, role: 'member' })).statusCode).toBe(409);
    expect((await admin.call('DELETE', `${MINE}/members/${admin.id}`)).json().message).toBe(
      'You cannot change or remove yourself; ask another administrator or the supplier.',
    );
    expect((await admin.call('DELETE', `${MINE}/members/${newcomer.id}`)).statusCode).toBe(200);

    const asMember = (await member.call('GET', MINE)).json().result;
    expect(asMember).toMatchObject({ role: 'member', members: [] });
    expect((await member.call('POST', `${MINE}/members`, { login: newcomer.username, role: 'admin' })).statusCode).toBe(403);
    expect((await member.call('DELETE', `${MINE}/members/${admin.id}`)).statusCode).toBe(403);
    expect((await newcomer.call('GET', MINE)).json().result).toEqual({ organisation: null, role: null, members: [] });
  });
});
