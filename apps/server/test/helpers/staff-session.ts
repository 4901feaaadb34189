import { createStaff } from '../../src/modules/staff/staff.service.js';
import { randomAddress, solvedCaptcha } from './accounts.js';
import type { TestApp } from './test-app.js';

let staffCount = 0;

/** A new staff member with `permissions`, signed in through the staff login; their id and session token. */
export async function signedInStaff(t: TestApp, permissions: string[] = [], email = ''): Promise<{ id: string; token: string }> {
  staffCount += 1;
  const username = `staff.${Date.now().toString(36)}${staffCount}`;
  const password = 'Quote-Desk-2026!';
  const staff = await createStaff(t.database.db, { username, realname: '', email, password, permissions });
  const reply = await t.app.inject({
    method: 'POST',
    url: '/jeecg-boot/staff/login',
    headers: { 'x-forwarded-for': randomAddress() },
    payload: { username, password, ...(await solvedCaptcha(t.app)) },
  });
  if (reply.statusCode !== 200) throw new Error(`staff login failed: ${reply.body}`);
  return { id: staff.id, token: reply.json().result.token as string };
}
