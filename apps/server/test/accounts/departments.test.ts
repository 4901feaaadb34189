import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DepartmentRow, insertDepartment, insertOrganisation, saveMember } from '../../src/modules/accounts/organisations.repository.js';
import { createCustomer, login } from '../helpers/accounts.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

let t: TestApp;
let organisationId: string;
let lab: DepartmentRow;
let purchasing: DepartmentRow;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  organisationId = (await insertOrganisation(t.database.db, { name: 'Longwood Institute', kind: 'institute', orderVisibility: 'own' })).id;
  const department = (orgCode: string, departName: string) => insertDepartment(t.database.db, { organisationId, orgCode, departName, costCentre: '' });
  lab = await department('A01', 'Immunology Lab');
  purchasing = await department('A02', 'Purchasing Office');
});
afterAll(() => t.close());

async function memberOf(...departs: DepartmentRow[]) {
  const user = await createCustomer(t);
  if (departs.length > 0)
    await saveMember(
      t.database.db,
      organisationId,
      user.customer.id,
      'member',
      departs.map((depart) => depart.id),
    );
  const reply = await login(t, user.username, user.password);
  return { ...user, result: reply.json().result as { token: string; multi_depart: number; departs: { orgCode: string }[]; userInfo: { orgCode: string } } };
}

const select = (token: string, payload: Record<string, unknown>, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/jeecg-boot/sys/selectDepart', payload, headers: { 'x-access-token': token, 'accept-language': language } });
const current = (token: string) => t.app.inject({ method: 'GET', url: '/jeecg-boot/sys/user/getCurrentUserDeparts', headers: { 'x-access-token': token } });

describe('departments', () => {
  it('reports none, one (chosen for the user) or several at login', async () => {
    expect((await memberOf()).result).toMatchObject({ multi_depart: 0, departs: [] });
    const single = await memberOf(lab);
    expect(single.result).toMatchObject({ multi_depart: 1, userInfo: { orgCode: 'A01' } });
    const several = await memberOf(lab, purchasing);
    expect(several.result.multi_depart).toBe(2);
    expect(several.result.departs.map((depart) => depart.orgCode)).toEqual(['A01', 'A02']);
  });

  it('switches to one of the user’s departments and remembers it', async () => {
    const { username, result } = await memberOf(lab, purchasing);
    const reply = await select(result.token, { orgCode: 'A02', username });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().result.userInfo).toMatchObject({ username, orgCode: 'A02' });
    expect((await current(result.token)).json().result).toMatchObject({ orgCode: 'A02', list: [{ orgCode: 'A01' }, { orgCode: 'A02' }] });
  });

  it('refuses a department the user is not in, or another user’s name', async () => {
    const { username, result } = await memberOf(lab);
    const other = await memberOf(purchasing);
    expect((await select(result.token, { orgCode: 'A02', username })).json().message).toBe('You do not belong to this department.');
    expect((await select(result.token, { orgCode: 'A01', username: other.username })).statusCode).toBe(400);
    expect((await select(result.token, { orgCode: '', username }, 'zh')).json().message).toBe('请选择部门。');
    expect((await current(result.token)).json().result.orgCode).toBe('A01');
  });
});
