import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customerDepartments, customers, departments } from './accounts.table.js';

export type Department = { id: string; orgCode: string; departName: string };

export function departmentsOf(db: Database, customerId: string): Promise<Department[]> {
  return db
    .select({ id: departments.id, orgCode: departments.orgCode, departName: departments.departName })
    .from(customerDepartments)
    .innerJoin(departments, eq(departments.id, customerDepartments.departmentId))
    .where(eq(customerDepartments.customerId, customerId))
    .orderBy(asc(departments.departName));
}

/** Sets the current department only if the customer belongs to it. */
export async function selectDepartment(db: Database, customerId: string, orgCode: string): Promise<boolean> {
  const [membership] = await db
    .select({ id: departments.id })
    .from(customerDepartments)
    .innerJoin(departments, eq(departments.id, customerDepartments.departmentId))
    .where(and(eq(customerDepartments.customerId, customerId), eq(departments.orgCode, orgCode)));
  if (!membership) return false;
  await db.update(customers).set({ orgCode }).where(eq(customers.id, customerId));
  return true;
}
