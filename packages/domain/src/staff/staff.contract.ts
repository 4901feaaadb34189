import { z } from 'zod';

/** A staff member as the staff area shows them; never carries password material. */
export const staffInfoSchema = z.object({ id: z.string(), username: z.string(), realname: z.string(), permissions: z.array(z.string()) });
export type StaffInfo = z.infer<typeof staffInfoSchema>;

export const staffLoginResultSchema = z.object({ token: z.string(), staff: staffInfoSchema });
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

/** Staff usernames: 3 to 32 lower-case letters, digits, dots, hyphens or underscores. */
export const STAFF_USERNAME_PATTERN = /^[a-z0-9._-]{3,32}$/;

/** The staff area keeps its session in a cookie of its own, so a staff sign-in never replaces a customer's. */
export const STAFF_TOKEN_COOKIE = 'staff_token';
export const STAFF_HOME_PATH = '/staff';
export const STAFF_LOGIN_PATH = '/staff/login';

/** Whether a page belongs to the staff area, whose session and failures are its own. */
export function isStaffPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === STAFF_HOME_PATH || path.startsWith(`${STAFF_HOME_PATH}/`);
}
