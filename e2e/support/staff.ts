import type { BrowserContext } from '@playwright/test';
import { type Credentials, issueCaptcha } from './accounts';
import type { StaffMember } from './portal';

const API = '/jeecg-boot';

export type { StaffMember } from './portal';

/** The staff member with every permission the widget gallery, reports and scheduled jobs need. */
export const GALLERY_STAFF: StaffMember = {
  username: 'curator.e2e',
  password: 'Widget-Shelf-2026!',
  realname: 'Ana Ruiz',
  permissions: ['system:gallery', 'system:reports', 'jobs:edit'],
};

/** Signs in through POST /staff/login with a solved captcha; returns the staff token. */
export async function apiStaffLogin(baseUrl: string, member: Credentials): Promise<string> {
  const { checkKey, answer } = await issueCaptcha(baseUrl);
  const response = await fetch(`${baseUrl}${API}/staff/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify({ ...member, captcha: answer, checkKey }),
  });
  const body = (await response.json()) as { result?: { token?: unknown } };
  if (response.status !== 200 || typeof body.result?.token !== 'string') throw new Error(`staff login as ${member.username} failed: HTTP ${response.status}`);
  return body.result.token;
}

/** Gives the browser context a staff session (the cookie the staff login page would set). */
export async function signInStaffContext(context: BrowserContext, baseUrl: string, member: Credentials): Promise<string> {
  const token = await apiStaffLogin(baseUrl, member);
  await context.addCookies([{ name: 'staff_token', value: token, url: baseUrl }]);
  return token;
}
