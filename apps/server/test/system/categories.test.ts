import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../src/db/schema.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, query: Record<string, string> = {}, language = 'en') =>
  t.app.inject({ method: 'GET', url: `/jeecg-boot/sys/category/${path}?${new URLSearchParams(query).toString()}`, headers: { 'accept-language': language } });

describe('/sys/category', () => {
  it('lists the roots as tree nodes in the request language', async () => {
    const reply = await get('loadTreeRoot', { async: 'true', pcode: '0' });
    expect(reply.statusCode).toBe(200);
    const roots = reply.json().result as { code: string; leaf: boolean; children?: unknown }[];
    expect(roots.map((node) => node.code)).toEqual([
      'biosimilar',
      'isotype-control',
      'anti-mouse',
      'fusion-proteins',
      'anti-drug',
      'related',
      'recombinant-protein',
      'cell-line',
    ]);
    expect(roots[0]).toEqual({ key: 'C01', title: 'Biosimilar', name: 'Biosimilar', value: 'C01', code: 'biosimilar', leaf: false, parentId: '0' });
    expect(roots.find((node) => node.code === 'related')?.leaf).toBe(true);
    expect((await get('loadTreeRoot', {}, 'zh')).json().result[0].title).toBe('生物类似药');
  });

  it('loads one level or a whole subtree under a code, children by id, one node and names by ids', async () => {
    expect((await get('loadTreeRoot', { pcode: 'isotype-control' })).json().result.map((node: { title: string }) => node.title)).toEqual(['V3', 'V6', 'V9']);
    const deep = (await get('loadTreeRoot', { async: 'false' })).json().result as { code: string; children?: { code: string }[] }[];
    expect(deep.find((node) => node.code === 'anti-drug')?.children?.map((child) => child.code)).toEqual(['anti-drug-adc-biosimilar', 'anti-drug-adc-isotype']);
    expect((await get('loadTreeChildren', { pid: 'C04' })).json().result).toEqual([
      {
        key: 'C0401',
        title: 'Bispecific-Special',
        name: 'Bispecific-Special',
        value: 'C0401',
        code: 'fusion-proteins-bispecific-special',
        leaf: true,
        parentId: 'C04',
      },
    ]);
    expect((await get('loadOne', { field: 'code', val: 'cell-line' })).json().result.key).toBe('C08');
    expect((await get('loadOne', { field: 'code', val: 'nope' })).statusCode).toBe(404);
    expect((await get('loadDictItem', { ids: 'C02,missing,C0201' })).json().result).toEqual(['Isotype control', 'V3']);
  });

  it('filters by a JSON condition on allowed fields, and refuses anything else with the tree-select message', async () => {
    expect(
      (await get('loadTreeData', { pcode: 'anti-mouse', condition: '{"code":"anti-mouse-v6"}' })).json().result.map((node: { title: string }) => node.title),
    ).toEqual(['V6']);
    for (const condition of ['not json', '"code"', '[1]', '{"password_hash":"x"}', '{"code":{"$ne":1}}', '{"__proto__":{"x":1}}']) {
      const reply = await get('loadTreeData', { pid: '0', condition });
      expect(reply.statusCode, condition).toBe(400);
      expect(reply.json().message).toBe('component condition value is wrong, a JSON string is required');
    }
    expect((await get('loadTreeData', { pid: '0', condition: 'x' }, 'zh')).json().message).toBe('组件JTreeSelect-condition传值有误，需要一个json字符串!');
  });

  it('treats names from the client as values only', async () => {
    for (const pcode of ["biosimilar' OR '1'='1", 'categories;DROP TABLE categories']) {
      const reply = await get('loadTreeRoot', { pcode });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(`There is no category with the code ${pcode}.`);
    }
    expect((await get('loadOne', { field: 'name', val: 'x' })).statusCode).toBe(400);
    expect((await get('loadTreeChildren', { pid: "C01' OR 1=1" })).json().result).toEqual([]);
    expect((await get('loadTreeRoot')).json().result).toHaveLength(8);
  });
});

describe('the category tree in memory', () => {
  it('is read once and read again after refleshCache, as the dictionaries are', async () => {
    expect((await get('loadTreeChildren', { pid: 'C06' })).json().result).toEqual([]);
    await t.database.db
      .insert(categories)
      .values({ id: 'C0601', parentId: 'C06', code: 'related-buffers', name: { zh: '缓冲液', en: 'Buffers', es: 'Tampones', ja: 'バッファー' } });
    expect((await get('loadTreeChildren', { pid: 'C06' })).json().result).toEqual([]);
    await t.app.inject({ method: 'GET', url: '/jeecg-boot/sys/dict/refleshCache' });
    expect((await get('loadTreeChildren', { pid: 'C06' })).json().result.map((node: { title: string }) => node.title)).toEqual(['Buffers']);
  });
});

describe('/sys/dict/loadTreeData', () => {
  const load = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/jeecg-boot/sys/dict/loadTreeData?${new URLSearchParams(query).toString()}` });
  const category = { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid', hasChildField: 'has_child' };

  it('loads the exposed category tree level by level', async () => {
    expect((await load({ ...category, pid: '' })).json().result).toHaveLength(8);
    expect((await load({ ...category, pid: 'C01' })).json().result.map((node: { title: string }) => node.title)).toEqual(['V6', 'V9']);
    expect((await load({ ...category, pid: 'C02', condition: '{"code":"isotype-control-v9"}' })).json().result).toHaveLength(1);
  });

  it('refuses any other table or column, as written by an attacker or a mistaken client', async () => {
    for (const overrides of [
      { tableName: 'sys_user' },
      { tableName: 'customers', text: 'password_hash' },
      { text: 'name from sys_user --' },
      { code: 'id) or (1=1' },
      { pidField: 'parent_id;DROP TABLE categories' },
      { hasChildField: 'x' },
      { tableName: '__proto__' },
    ]) {
      const reply = await load({ ...category, ...overrides, pid: '' });
      expect(reply.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(reply.json().message).toBe('This tree cannot be loaded: the table and columns must be ones the portal exposes.');
    }
  });
});
