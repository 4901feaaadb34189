import type { OrganisationRole } from '@portal/domain';
import { and, asc, count, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customerDepartments, customers, departments, organisationMembers, organisations } from './accounts.table.js';

export type OrganisationRow = typeof organisations.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export type OrganisationFields = Pick<OrganisationRow, 'name' | 'kind' | 'orderVisibility'>;
export type DepartmentFields = Pick<DepartmentRow, 'departName' | 'costCentre'>;

export async function organisationRows(db: Database, id?: string): Promise<(OrganisationRow & { memberCount: number })[]> {
  const rows = await db
    .select({ organisation: organisations, memberCount: count(organisationMembers.customerId) })
    .from(organisations)
    .leftJoin(organisationMembers, eq(organisationMembers.organisationId, organisations.id))
    .where(id === undefined ? undefined : eq(organisations.id, id))
    .groupBy(organisations.id)
    .orderBy(asc(organisations.name));
  return rows.map((row) => ({ ...row.organisation, memberCount: Number(row.memberCount) }));
}

/** The departments of the given organisations, each with how many customers work in it. */
export async function departmentRows(db: Database, organisationIds: string[]): Promise<(DepartmentRow & { memberCount: number })[]> {
  if (organisationIds.length === 0) return [];
  const rows = await db
    .select({ department: departments, memberCount: count(customerDepartments.customerId) })
    .from(departments)
    .leftJoin(customerDepartments, eq(customerDepartments.departmentId, departments.id))
    .where(inArray(departments.organisationId, organisationIds))
    .groupBy(departments.id)
    .orderBy(asc(departments.departName));
  return rows.map((row) => ({ ...row.department, memberCount: Number(row.memberCount) }));
}

/** How many customers work in the department. */
export async function departmentMemberCount(db: Database, departmentId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(customerDepartments).where(eq(customerDepartments.departmentId, departmentId));
  return Number(row?.value ?? 0);
}

export async function insertOrganisation(db: Database, fields: OrganisationFields): Promise<OrganisationRow> {
  const [row] = await db.insert(organisations).values(fields).returning();
  if (!row) throw new Error('organisation insert returned nothing');
  return row;
}

export async function updateOrganisation(db: Database, id: string, fields: OrganisationFields): Promise<boolean> {
  const rows = await db
    .update(organisations)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(organisations.id, id))
    .returning({ id: organisations.id });
  return rows.length > 0;
}

export async function insertDepartment(db: Database, values: DepartmentFields & { organisationId: string; orgCode: string }): Promise<DepartmentRow> {
  const [row] = await db.insert(departments).values(values).returning();
  if (!row) throw new Error('department insert returned nothing');
  return row;
}

export async function updateDepartment(db: Database, id: string, fields: DepartmentFields): Promise<DepartmentRow | null> {
  const [row] = await db
    .update(departments)
    .set(fields)
    .where(and(eq(departments.id, id), isNotNull(departments.organisationId)))
    .returning();
  return row ?? null;
}

export async function departmentIdsOf(db: Database, organisationId: string): Promise<string[]> {
  const rows = await db.select({ id: departments.id }).from(departments).where(eq(departments.organisationId, organisationId));
  return rows.map((row) => row.id);
}

export type MemberRow = {
  customerId: string;
  username: string;
  realname: string;
  email: string | null;
  role: OrganisationRole;
  departmentIds: string[];
};

export async function memberRows(db: Database, organisationId: string, customerId?: string): Promise<MemberRow[]> {
  const departmentIds = sql<string[]>`coalesce((
    select array_agg(cd.department_id::text order by cd.department_id) from ${customerDepartments} cd
    join ${departments} d on d.id = cd.department_id
    where cd.customer_id = ${customers.id} and d.organisation_id = ${organisationId}
  ), '{}')`;
  return db
    .select({
      customerId: customers.id,
      username: customers.username,
      realname: customers.realname,
      email: customers.email,
      role: organisationMembers.role,
      departmentIds,
    })
    .from(organisationMembers)
    .innerJoin(customers, eq(customers.id, organisationMembers.customerId))
    .where(and(eq(organisationMembers.organisationId, organisationId), customerId ? eq(organisationMembers.customerId, customerId) : undefined))
    .orderBy(asc(customers.username));
}

/** The organisation an account belongs to, if any. */
export async function membershipOf(db: Database, customerId: string): Promise<{ organisationId: string; role: OrganisationRole } | null> {
  const [row] = await db
    .select({ organisationId: organisationMembers.organisationId, role: organisationMembers.role })
    .from(organisationMembers)
    .where(eq(organisationMembers.customerId, customerId));
  return row ?? null;
}

/**
 * Makes the account a member with `role` and exactly the listed departments of the organisation (its departments
 * elsewhere are not touched; `departmentIds` are the organisation's own, checked by the caller).
 */
export async function saveMember(db: Database, organisationId: string, customerId: string, role: OrganisationRole, departmentIds: string[]): Promise<void> {
  await db
    .insert(organisationMembers)
    .values({ organisationId, customerId, role })
    .onConflictDoUpdate({ target: organisationMembers.customerId, set: { role } });
  const own = await departmentIdsOf(db, organisationId);
  const dropped = own.filter((id) => !departmentIds.includes(id));
  if (dropped.length > 0) {
    await db.delete(customerDepartments).where(and(eq(customerDepartments.customerId, customerId), inArray(customerDepartments.departmentId, dropped)));
  }
  if (departmentIds.length > 0) {
    await db
      .insert(customerDepartments)
      .values(departmentIds.map((departmentId) => ({ customerId, departmentId })))
      .onConflictDoNothing();
  }
  await forgetDepartmentChoiceOutside(db, customerId);
}

/** Ends a membership with the organisation's departments; the account keeps its orders, which stay its own. */
export async function deleteMember(db: Database, organisationId: string, customerId: string): Promise<boolean> {
  const rows = await db
    .delete(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.customerId, customerId)))
    .returning({ id: organisationMembers.customerId });
  const own = await departmentIdsOf(db, organisationId);
  if (own.length > 0)
    await db.delete(customerDepartments).where(and(eq(customerDepartments.customerId, customerId), inArray(customerDepartments.departmentId, own)));
  await forgetDepartmentChoiceOutside(db, customerId);
  return rows.length > 0;
}

/** A chosen department the account no longer works in is forgotten, so nothing is ordered in its name. */
async function forgetDepartmentChoiceOutside(db: Database, customerId: string): Promise<void> {
  const kept = db
    .select({ orgCode: departments.orgCode })
    .from(customerDepartments)
    .innerJoin(departments, eq(departments.id, customerDepartments.departmentId))
    .where(eq(customerDepartments.customerId, customerId));
  await db
    .update(customers)
    .set({ orgCode: null })
    .where(and(eq(customers.id, customerId), isNotNull(customers.orgCode), notInArray(customers.orgCode, kept)));
}

/** The department an order is placed for: the customer's chosen one, if they still work in it. */
export async function chosenDepartment(
  db: Database,
  customerId: string,
  orgCode: string | null,
): Promise<{ orgCode: string; departName: string; costCentre: string; organisationName: string } | null> {
  if (!orgCode) return null;
  const [row] = await db
    .select({ orgCode: departments.orgCode, departName: departments.departName, costCentre: departments.costCentre, organisationName: organisations.name })
    .from(customerDepartments)
    .innerJoin(departments, eq(departments.id, customerDepartments.departmentId))
    .leftJoin(organisations, eq(organisations.id, departments.organisationId))
    .where(and(eq(customerDepartments.customerId, customerId), eq(departments.orgCode, orgCode)));
  return row ? { ...row, organisationName: row.organisationName ?? '' } : null;
}
