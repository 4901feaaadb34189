import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatAddress } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema.js';
import { createCustomer, freshMobile, login, loginToken } from '../helpers/accounts.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';
import { PNG, multipart } from '../uploads/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => t.close());

const BASE = '/jeecg-boot/by-order-client/customer';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, path: string, payload?: Record<string, unknown>, language = 'en') =>
  t.app.inject({ method, url: `${BASE}${path}`, headers: { 'x-access-token': token, 'accept-language': language }, ...(payload ? { payload } : {}) });

const lab = {
  contact: 'Dr. Li Wei',
  phone: '+86 138 1234 5678',
  countryName: '中国',
  provinceName: '江苏省',
  cityName: '苏州市',
  addressDetail: '工业园区星湖街 218 号 B2 楼',
  postalCode: '215123',
  email: 'liwei@lab.example',
  company: 'Suzhou Institute',
};

async function signedInCustomer() {
  const user = await createCustomer(t);
  return { ...user, token: await loginToken(t, user.username, user.password) };
}

describe('addresses', () => {
  it('adds, lists, edits and deletes, with the first address as default', async () => {
    const { token } = await signedInCustomer();
    const first = await call(token, 'POST', '/address/add', lab);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'The address has been saved.', result: { ...lab, isDefault: true } });
    const second = await call(token, 'POST', '/address/add', {
      ...lab,
      contact: 'Procurement',
      phone: 'NA',
      countryName: 'United States',
      provinceName: 'MA',
      cityName: 'Boston',
      addressDetail: '1 Main St',
    });
    expect(second.json().result.isDefault).toBe(false);

    const list = (await call(token, 'GET', '/address/list')).json().result as { id: string; isDefault: boolean; contact: string }[];
    expect(list.map((address) => [address.contact, address.isDefault])).toEqual([
      ['Dr. Li Wei', true],
      ['Procurement', false],
    ]);

    const edited = await call(token, 'PUT', `/address/edit/${second.json().result.id}`, { ...lab, contact: 'Procurement desk' });
    expect(edited.json().result.contact).toBe('Procurement desk');
    expect((await call(token, 'DELETE', `/address/delete/${second.json().result.id}`)).json().message).toBe('The address has been deleted.');
    expect((await call(token, 'GET', '/address/list')).json().result).toHaveLength(1);
  });

  it('switches the default, keeping exactly one', async () => {
    const { token } = await signedInCustomer();
    const a = (await call(token, 'POST', '/address/add', lab)).json().result.id as string;
    const b = (await call(token, 'POST', '/address/add', { ...lab, contact: 'Second' })).json().result.id as string;
    expect((await call(token, 'POST', `/address/setDefault/${b}`)).statusCode).toBe(200);
    const defaults = () =>
      call(token, 'GET', '/address/list').then((reply) =>
        (reply.json().result as { id: string; isDefault: boolean }[]).filter((x) => x.isDefault).map((x) => x.id),
      );
    expect(await defaults()).toEqual([b]);
    await call(token, 'POST', '/address/add', { ...lab, contact: 'Third', isDefault: true });
    expect(await defaults()).toHaveLength(1);
    await call(token, 'POST', `/address/setDefault/${a}`);
    expect(await defaults()).toEqual([a]);
  });

  it.each([
    [{ addressDetail: '' }, 'en', 'The shipping address cannot be empty.'],
    [{ addressDetail: '   ' }, 'zh', '收货地址不能为空。'],
    [{ contact: '' }, 'en', 'Please enter the contact person.'],
    [{ phone: '' }, 'en', 'Please enter a contact phone (or NA).'],
    [{ email: 'x@' }, 'en', 'The e-mail address is not valid.'],
  ])('refuses %j (%s) and saves nothing', async (overrides, language, message) => {
    const { token } = await signedInCustomer();
    const reply = await call(token, 'POST', '/address/add', { ...lab, ...overrides }, language);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
    expect((await call(token, 'GET', '/address/list')).json().result).toEqual([]);
  });

  it.each([
    ['+1 (617) 555-0100', '+1 617 555 0100'],
    ['13812345678', '+86 138 1234 5678'],
    ['na', 'NA'],
  ])('keeps the contact phone %s with its country code, as %s (international edition)', async (phone, kept) => {
    const { token } = await signedInCustomer();
    const reply = await call(token, 'POST', '/address/add', { ...lab, phone });
    expect(reply.json().result.phone).toBe(kept);
  });

  it.each(['617 555 0100', '+1 555', 'call the lab'])('refuses the contact phone %s without a valid country code and saves nothing', async (phone) => {
    const { token } = await signedInCustomer();
    const reply = await call(token, 'POST', '/address/add', { ...lab, phone });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Enter the contact phone with its country code (for example +44 20 7946 0958), or NA if there is none.');
    expect((await call(token, 'GET', '/address/list')).json().result).toEqual([]);
  });

  it('ignores fields a customer may not set (S9)', async () => {
    const { token } = await signedInCustomer();
    const other = await signedInCustomer();
    const reply = await call(token, 'POST', '/address/add', { ...lab, customerId: other.customer.id, id: '00000000-0000-4000-8000-000000000000' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().result.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect((await call(other.token, 'GET', '/address/list')).json().result).toEqual([]);
  });

  it("answers 404 for every verb on another customer's address (S8)", async () => {
    const owner = await signedInCustomer();
    const stranger = await signedInCustomer();
    const id = (await call(owner.token, 'POST', '/address/add', lab)).json().result.id as string;
    const attempts: [Method, string, Record<string, unknown> | undefined][] = [
      ['PUT', `/address/edit/${id}`, { ...lab, contact: 'Hijacked' }],
      ['POST', `/address/setDefault/${id}`, undefined],
      ['DELETE', `/address/delete/${id}`, undefined],
    ];
    for (const [method, path, payload] of attempts) {
      const reply = await call(stranger.token, method, path, payload);
      expect(reply.statusCode).toBe(404);
    }
    expect((await call(stranger.token, 'GET', '/address/list')).json().result).toEqual([]);
    expect((await call(owner.token, 'GET', '/address/list')).json().result[0].contact).toBe('Dr. Li Wei');
  });

  it('refuses a malformed id without a database error (S12)', async () => {
    const { token } = await signedInCustomer();
    const reply = await call(token, 'DELETE', "/address/delete/1' or '1'='1");
    expect(reply.statusCode).toBe(400);
  });

  it('needs a session and is never cached (S14)', async () => {
    expect((await call('nope', 'GET', '/address/list')).statusCode).toBe(401);
    const { token } = await signedInCustomer();
    expect((await call(token, 'GET', '/address/list')).headers['cache-control']).toBe('no-store');
  });

  it('formats addresses by edition', () => {
    expect(formatAddress({ ...lab, districtName: '' }, 'zh')).toBe('中国江苏省苏州市工业园区星湖街 218 号 B2 楼');
    expect(formatAddress({ countryName: 'United States', provinceName: 'MA', cityName: 'Boston', districtName: '', addressDetail: '1 Main St' }, 'intl')).toBe(
      '1 Main St, Boston, MA, United States',
    );
  });

  it('keeps the district of a Chinese address, and writes it between city and detail', async () => {
    const { token } = await signedInCustomer();
    const added = await call(token, 'POST', '/address/add', { ...lab, districtName: '苏州工业园区', addressDetail: '星湖街 218 号' });
    expect(added.statusCode).toBe(200);
    expect(added.json().result).toMatchObject({ provinceName: '江苏省', cityName: '苏州市', districtName: '苏州工业园区' });
    const id = added.json().result.id as string;
    const edited = await call(token, 'PUT', `/address/edit/${id}`, {
      ...lab,
      cityName: '市辖区',
      provinceName: '北京市',
      districtName: '朝阳区',
      addressDetail: '望京街 1 号',
    });
    expect(edited.json().result).toMatchObject({ provinceName: '北京市', cityName: '市辖区', districtName: '朝阳区' });
    const [stored] = (await call(token, 'GET', '/address/list')).json().result as Parameters<typeof formatAddress>[0][];
    expect(stored?.districtName).toBe('朝阳区');
    // The tree's grouping level ('市辖区') is no part of a written address.
    expect(formatAddress(stored as Parameters<typeof formatAddress>[0], 'zh')).toBe('中国北京市朝阳区望京街 1 号');
    expect(formatAddress({ countryName: 'China', provinceName: '江苏省', cityName: '苏州市', districtName: '吴中区', addressDetail: '1 Road' }, 'intl')).toBe(
      '1 Road, 吴中区, 苏州市, 江苏省, China',
    );
    expect((await call(token, 'POST', '/address/add', { ...lab, districtName: 'x'.repeat(101) })).statusCode).toBe(400);
  });
});

describe('region data', () => {
  it("serves China's province, city and district tree from root '86'", async () => {
    const reply = await t.app.inject({ method: 'GET', url: `${BASE}/dict/getAllAreaInfos` });
    expect(reply.statusCode).toBe(200);
    const regions = reply.json().result as { id: string; text: string; pid: string }[];
    expect(regions).toContainEqual({ id: '320000', text: '江苏省', pid: '86' });
    expect(regions).toContainEqual({ id: '320500', text: '苏州市', pid: '320000' });
    expect(regions.filter((region) => region.pid === '86')).toHaveLength(34);
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('names countries in the request language', async () => {
    const names = async (language: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `${BASE}/dict/countries`, headers: { 'accept-language': language } })).json().result as {
          code: string;
          name: string;
        }[]
      ).find((c) => c.code === 'DE')?.name;
    expect(await names('en')).toBe('Germany');
    expect(await names('zh')).toBe('德国');
    expect(await names('es')).toBe('Alemania');
    expect(await names('ja')).toBe('ドイツ');
  });

  it('uses the names people use, not the official long forms', async () => {
    const names = async (language: string) =>
      new Map(
        (
          (await t.app.inject({ method: 'GET', url: `${BASE}/dict/countries`, headers: { 'accept-language': language } })).json().result as {
            code: string;
            name: string;
          }[]
        ).map((c) => [c.code, c.name]),
      );
    const english = await names('en');
    expect(english.get('CN')).toBe('China');
    expect(english.get('US')).toBe('United States');
    expect(english.get('KR')).toBe('South Korea');
    expect((await names('zh')).get('TW')).toBe('中国台湾省');
  });
});

describe('profile', () => {
  it('reads and updates the name, nickname and e-mail', async () => {
    const { token } = await signedInCustomer();
    const reply = await call(token, 'PUT', '/profile', { realname: 'Wei Li', nickname: 'wl', email: 'WL@Lab.Example', username: 'hijack' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().result).toMatchObject({ realname: 'Wei Li', nickname: 'wl', email: 'wl@lab.example' });
    expect((await call(token, 'GET', '/profile')).json().result.username).not.toBe('hijack');
  });

  it('shows the bound phone number with its middle digits hidden', async () => {
    const phone = freshMobile();
    const user = await createCustomer(t, { phone });
    const token = await loginToken(t, user.username, user.password);
    const profile = (await call(token, 'GET', '/profile')).json().result as { phone: string };
    expect(profile.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(JSON.stringify(profile)).not.toContain(phone);
    expect((await call((await signedInCustomer()).token, 'GET', '/profile')).json().result.phone).toBe('');
  });
});

describe('S19 data export and account deletion', () => {
  it("exports all of A's data and none of B's", async () => {
    const a = await signedInCustomer();
    const b = await signedInCustomer();
    await call(a.token, 'POST', '/address/add', lab);
    await call(b.token, 'POST', '/address/add', { ...lab, contact: 'Bob Stranger' });
    const reply = await call(a.token, 'GET', '/exportData');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(reply.headers['cache-control']).toBe('no-store');
    const data = reply.json();
    expect(data.profile.username).toBe(a.username);
    expect(data.addresses).toHaveLength(1);
    expect(reply.body).not.toContain('Bob Stranger');
    expect(reply.body).not.toContain(b.username);
    expect(reply.body).not.toMatch(/argon2|token_hash|tokenHash/);
  });

  it('closes the account with the password: sessions end, personal data is erased, sign-in fails', async () => {
    const a = await signedInCustomer();
    const otherSession = await loginToken(t, a.username, a.password);
    await call(a.token, 'POST', '/address/add', lab);
    const picture = await uploadPicture(a.token);
    await call(a.token, 'PUT', '/avatar', { avatar: picture });
    expect((await call(a.token, 'POST', '/deleteAccount', { password: 'wrong-password' })).statusCode).toBe(400);
    const reply = await call(a.token, 'POST', '/deleteAccount', { password: a.password });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Your account has been closed and your personal data erased.');
    expect((await call(a.token, 'GET', '/profile')).statusCode).toBe(401);
    expect((await call(otherSession, 'GET', '/profile')).statusCode).toBe(401);
    expect((await login(t, a.username, a.password)).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, a.customer.id));
    expect(row).toMatchObject({ username: `deleted-${a.customer.id}`, realname: '', email: null, phone: null, passwordHash: null, avatar: '' });
    expect(existsSync(join(t.config.uploadDir, picture)), 'uploaded files are erased').toBe(false);
  });

  it('lists the uploaded files in the export', async () => {
    const a = await signedInCustomer();
    const picture = await uploadPicture(a.token);
    const data = (await call(a.token, 'GET', '/exportData')).json();
    expect(data.files).toEqual([expect.objectContaining({ path: picture, originalName: 'me.png', contentType: 'image/png', size: PNG.length })]);
  });
});

async function uploadPicture(token: string, biz = 'avatar'): Promise<string> {
  const { payload, headers } = multipart([
    { name: 'file', filename: 'me.png', content: PNG, contentType: 'image/png' },
    { name: 'biz', content: biz },
  ]);
  const reply = await t.app.inject({ method: 'POST', url: '/jeecg-boot/sys/common/upload', payload, headers: { ...headers, 'x-access-token': token } });
  expect(reply.statusCode).toBe(200);
  return reply.json().message as string;
}

describe('avatar', () => {
  it('is set from a picture the customer uploaded to the avatar folder, and cleared with an empty value', async () => {
    const a = await signedInCustomer();
    const picture = await uploadPicture(a.token);
    const reply = await call(a.token, 'PUT', '/avatar', { avatar: picture });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().result.avatar).toBe(picture);
    expect((await call(a.token, 'GET', '/profile')).json().result.avatar).toBe(picture);
    expect((await call(a.token, 'PUT', '/avatar', { avatar: '' })).json().result.avatar).toBe('');
  });

  it("refuses someone else's picture, a file outside the avatar folder and a made-up path, and keeps the avatar", async () => {
    const a = await signedInCustomer();
    const b = await signedInCustomer();
    const own = await uploadPicture(a.token);
    await call(a.token, 'PUT', '/avatar', { avatar: own });
    for (const avatar of [
      await uploadPicture(b.token),
      await uploadPicture(a.token, 'temp'),
      'avatar/20260101/0123456789abcdef0123456789abcdef.png',
      '../../etc/passwd',
    ]) {
      const reply = await call(a.token, 'PUT', '/avatar', { avatar });
      expect(reply.statusCode, avatar).toBe(400);
      expect(reply.json().message).toBe('Choose a picture you have uploaded.');
    }
    expect((await call(a.token, 'GET', '/profile')).json().result.avatar).toBe(own);
  });
});
