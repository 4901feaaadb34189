import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers } from '../../src/db/schema.js';
import { StaffInputError, createStaff } from '../../src/modules/staff/staff.service.js';
import { createCustomer, loginToken, randomAddress, solvedCaptcha } from '../helpers/accounts.js';
import { type TestApp, createTestApp } from '../helpers/test-app.js';
import { testDatabaseEnv } from '../helpers/test-database.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'Quote-Desk-2026!';
let names = 0;
const freshName = () => `staff.${Date.now().toString(36)}${(names += 1)}`;

async function staffLogin(username: string, password: string, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/jeecg-boot/staff/login',
    headers: { 'x-forwarded-for': randomAddress(), 'accept-language': language },
    payload: { username, password, ...(await solvedCaptcha(t.app)) },
  });
}

const info = (token: string, path = '/staff/info') => t.app.inject({ method: 'GET', url: `/jeecg-boot${path}`, headers: { 'x-access-token': token } });

describe('staff accounts', () => {
  it('are created with a strong password and sign in with the captcha, apart from customers', async () => {
    const username = freshName();
    const created = await createStaff(t.database.db, {
      username: ` ${username.toUpperCase()} `,
      realname: 'Li Wei',
      email: 'LI@supplier.example',
      password: PASSWORD,
      permissions: ['orders:quote', 'jobs:edit', 'orders:quote', ' '],
    });
    expect(created).toMatchObject({ username, realname: 'Li Wei', permissions: ['orders:quote', 'jobs:edit'] });

    const reply = await staffLogin(username, PASSWORD);
    expect(reply.statusCode).toBe(200);
    const { token, staff } = reply.json().result as { token: string; staff: { username: string } };
    expect(staff.username).toBe(username);
    expect((await info(token)).json().result).toEqual({ id: created.id, username, realname: 'Li Wei', permissions: ['orders:quote', 'jobs:edit'] });

    // A staff session is no customer session, and the other way round.
    expect((await info(token, '/by-order-client/customer/info')).statusCode).toBe(401);
    const customer = await createCustomer(t);
    expect((await info(await loginToken(t, customer.username, customer.password))).statusCode).toBe(401);
    expect((await staffLogin(customer.username, customer.password)).statusCode).toBe(400);

    await t.app.inject({ method: 'POST', url: '/jeecg-boot/staff/logout', headers: { 'x-access-token': token } });
    expect((await info(token)).statusCode).toBe(401);
  });

  it('answers a wrong password, an unknown name and a disabled member alike', async () => {
    const username = freshName();
    await createStaff(t.database.db, { username, realname: '', email: '', password: PASSWORD, permissions: [] });
    const wrong = await staffLogin(username, `${PASSWORD}x`, 'zh');
    const unknown = await staffLogin(freshName(), PASSWORD, 'zh');
    await t.database.db.update(staffMembers).set({ disabled: true }).where(eq(staffMembers.username, username));
    const disabled = await staffLogin(username, PASSWORD, 'zh');
    for (const reply of [wrong, unknown, disabled]) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(wrong.json().message);
    }
  });

  it.each([
    [{ username: 'x' }, 'The username must be 3 to 32 lower-case letters, digits, dots, hyphens or underscores.'],
    [{ username: 'bad name' }, 'The username must be 3 to 32 lower-case letters, digits, dots, hyphens or underscores.'],
    [{ password: 'Short-1!' }, 'The password must have at least 12 characters and combine letters, digits and symbols.'],
    [{ password: 'aaaaaaaaaaaaaaaa' }, 'The password must have at least 12 characters and combine letters, digits and symbols.'],
  ])('refuses %j', async (overrides, message) => {
    const input = { username: freshName(), realname: '', email: '', password: PASSWORD, permissions: [], ...overrides };
    await expect(createStaff(t.database.db, input)).rejects.toThrow(new StaffInputError(message));
  });

  it('refuses a second member with the same name', async () => {
    const username = freshName();
    await createStaff(t.database.db, { username, realname: '', email: '', password: PASSWORD, permissions: [] });
    await expect(createStaff(t.database.db, { username, realname: '', email: '', password: PASSWORD, permissions: [] })).rejects.toThrow(
      `A staff member named ${username} already exists.`,
    );
  });
});

describe('npm run staff:create', () => {
  const run = promisify(execFile);
  // The suite's kind of database, whatever the developer's shell points at.
  const { DATABASE_URL: _shellDatabase, DATA_DIR: _shellDataDir, ...shell } = process.env;
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'src/modules/staff/staff.cli.ts', ...args], {
      cwd: join(import.meta.dirname, '../..'),
      env: { ...shell, ...env, LOG_LEVEL: 'warn' },
    });

  it('creates a member from the command line, with the password from the environment only', async () => {
    const database = await testDatabaseEnv();
    try {
      const env = { ...database.env, PORTAL_ENV: 'test' };
      await expect(cli(['--username', 'desk.one'], env)).rejects.toMatchObject({ code: 2 });
      const { stdout } = await cli(['--username', 'desk.one', '--permissions', 'orders:quote,jobs:edit'], { ...env, STAFF_PASSWORD: PASSWORD });
      expect(stdout).toContain('Created staff member desk.one with 2 permission(s).');
      await expect(cli(['--username', 'desk.one'], { ...env, STAFF_PASSWORD: PASSWORD })).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('already exists'),
      });
    } finally {
      await database.remove();
    }
  }, 60_000);
});
