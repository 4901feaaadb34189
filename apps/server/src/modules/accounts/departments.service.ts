import type { UserInfo } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { CustomerRow } from './accounts.repository.js';
import { type Department, departmentsOf, selectDepartment } from './departments.repository.js';
import { userInfoOf } from './profile.service.js';

/** JeecgBoot's multi_depart: 0 no department, 1 exactly one (chosen for the user), 2 several (the user picks). */
export async function departmentsAtLogin(
  db: Database,
  customer: CustomerRow,
): Promise<{ departs: Department[]; multi_depart: 0 | 1 | 2; orgCode: string | null }> {
  const departs = await departmentsOf(db, customer.id);
  if (departs.length === 0) return { departs, multi_depart: 0, orgCode: customer.orgCode };
  if (departs.length === 1) {
    const only = departs[0] as Department;
    if (customer.orgCode !== only.orgCode) await selectDepartment(db, customer.id, only.orgCode);
    return { departs, multi_depart: 1, orgCode: only.orgCode };
  }
  return { departs, multi_depart: 2, orgCode: customer.orgCode };
}

export async function currentDepartments(db: Database, customer: CustomerRow) {
  return { list: await departmentsOf(db, customer.id), orgCode: customer.orgCode ?? '' };
}

/** The username must be the signed-in customer's, and the department one of theirs. */
export async function chooseDepartment(db: Database, customer: CustomerRow, input: { orgCode: string; username: string }): Promise<{ userInfo: UserInfo }> {
  if (input.username !== customer.username || !(await selectDepartment(db, customer.id, input.orgCode))) throw new AppError(400, 'departmentUnknown');
  return { userInfo: { ...userInfoOf(customer), orgCode: input.orgCode } };
}
