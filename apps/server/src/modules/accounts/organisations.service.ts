import { randomBytes } from 'node:crypto';
import {
  type Edition,
  type MyOrganisation,
  type Organisation,
  type OrganisationDepartment,
  type OrganisationMember,
  canonicalPhone,
  type departmentInputSchema,
  type memberInputSchema,
  type organisationInputSchema,
} from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { appendAudit } from '../audit/index.js';
import type { CustomerRow } from './accounts.repository.js';
import { findCustomerByLogin, findCustomerByPhone } from './accounts.repository.js';
import {
  type DepartmentRow,
  type MemberRow,
  departmentIdsOf,
  departmentMemberCount,
  departmentRows,
  deleteMember,
  insertDepartment,
  insertOrganisation,
  memberRows,
  membershipOf,
  organisationRows,
  saveMember,
  updateDepartment,
  updateOrganisation,
} from './organisations.repository.js';

type OrganisationInput = z.output<typeof organisationInputSchema>;
type DepartmentInput = z.output<typeof departmentInputSchema>;
type MemberInput = z.output<typeof memberInputSchema>;
/** Who changes an organisation: a staff member, or one of its administrators (no staff id, named as a customer). */
type Actor = { staffId: string | null; staffName: string };

const departmentView = (row: DepartmentRow & { memberCount: number }): OrganisationDepartment => ({
  id: row.id,
  orgCode: row.orgCode,
  departName: row.departName,
  costCentre: row.costCentre,
  memberCount: row.memberCount,
});

const memberView = (row: MemberRow): OrganisationMember => ({ ...row, email: row.email ?? '' });

export async function listOrganisations(db: Database, id?: string): Promise<Organisation[]> {
  const rows = await organisationRows(db, id);
  const departments = await departmentRows(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    orderVisibility: row.orderVisibility,
    createdAt: row.createdAt.toISOString(),
    memberCount: row.memberCount,
    departments: departments.filter((department) => department.organisationId === row.id).map(departmentView),
  }));
}

async function organisation(db: Database, id: string): Promise<Organisation> {
  const [found] = await listOrganisations(db, id);
  if (!found) throw new AppError(404, 'organisationNotFound');
  return found;
}

function audit(db: Database, actor: Actor, action: string, objectId: string, details: Record<string, unknown>) {
  return appendAudit(db, {
    staffId: actor.staffId,
    staffName: actor.staffName,
    action: `organisation.${action}`,
    objectType: 'organisation',
    objectId,
    details,
  });
}

export async function createOrganisation(db: Database, actor: Actor, input: OrganisationInput): Promise<Organisation> {
  const row = await db.transaction(async (tx) => {
    const created = await insertOrganisation(tx, input);
    await audit(tx, actor, 'create', input.name, { kind: input.kind, orderVisibility: input.orderVisibility });
    return created;
  });
  return organisation(db, row.id);
}

export async function changeOrganisation(db: Database, actor: Actor, id: string, input: OrganisationInput): Promise<Organisation> {
  await db.transaction(async (tx) => {
    if (!(await updateOrganisation(tx, id, input))) throw new AppError(404, 'organisationNotFound');
    await audit(tx, actor, 'change', input.name, { kind: input.kind, orderVisibility: input.orderVisibility });
  });
  return organisation(db, id);
}

/** Department codes are the portal's own (`orgCode` of the spec's department calls), never typed by anyone. */
const newOrgCode = () => `D${randomBytes(5).toString('hex').toUpperCase()}`;

export async function addDepartment(db: Database, actor: Actor, organisationId: string, input: DepartmentInput): Promise<OrganisationDepartment> {
  const parent = await organisation(db, organisationId);
  const row = await db.transaction(async (tx) => {
    const created = await insertDepartment(tx, { ...input, organisationId, orgCode: newOrgCode() });
    await audit(tx, actor, 'department.add', parent.name, { departName: input.departName, costCentre: input.costCentre });
    return created;
  });
  return departmentView({ ...row, memberCount: 0 });
}

export async function changeDepartment(db: Database, actor: Actor, id: string, input: DepartmentInput): Promise<OrganisationDepartment> {
  const row = await db.transaction(async (tx) => {
    const changed = await updateDepartment(tx, id, input);
    if (!changed) throw new AppError(404, 'departmentNotFound');
    await audit(tx, actor, 'department.change', changed.orgCode, { departName: input.departName, costCentre: input.costCentre });
    return changed;
  });
  return departmentView({ ...row, memberCount: await departmentMemberCount(db, id) });
}

export async function organisationMembersOf(db: Database, organisationId: string): Promise<OrganisationMember[]> {
  await organisation(db, organisationId);
  return (await memberRows(db, organisationId)).map(memberView);
}

/** The account a member is named by: username or e-mail address, or a mobile number in any form the edition takes. */
async function accountNamed(db: Database, edition: Edition, login: string) {
  const byName = await findCustomerByLogin(db, login);
  if (byName) return byName;
  const phone = canonicalPhone(login, edition);
  const byPhone = phone ? await findCustomerByPhone(db, phone) : null;
  if (!byPhone) throw new AppError(404, 'memberAccountUnknown');
  return byPhone;
}

/** Adds an account to the organisation, or changes its role and departments; an account belongs to one organisation only. */
export async function putMember(db: Database, actor: Actor, edition: Edition, organisationId: string, input: MemberInput): Promise<OrganisationMember> {
  const parent = await organisation(db, organisationId);
  const account = await accountNamed(db, edition, input.login);
  const own = await departmentIdsOf(db, organisationId);
  if (input.departmentIds.some((id) => !own.includes(id))) throw new AppError(400, 'departmentNotFound');
  await db.transaction(async (tx) => {
    const current = await membershipOf(tx, account.id);
    if (current && current.organisationId !== organisationId) throw new AppError(409, 'memberOfAnotherOrganisation');
    await saveMember(tx, organisationId, account.id, input.role, [...new Set(input.departmentIds)]);
    await audit(tx, actor, 'member.save', parent.name, { username: account.username, role: input.role, departments: input.departmentIds.length });
  });
  const [member] = await memberRows(db, organisationId, account.id);
  if (!member) throw new AppError(404, 'memberAccountUnknown');
  return memberView(member);
}

export async function removeMember(db: Database, actor: Actor, organisationId: string, customerId: string): Promise<null> {
  const parent = await organisation(db, organisationId);
  await db.transaction(async (tx) => {
    if (!(await deleteMember(tx, organisationId, customerId))) throw new AppError(404, 'memberAccountUnknown');
    await audit(tx, actor, 'member.remove', parent.name, { customerId });
  });
  return null;
}

const adminActor = (customer: CustomerRow): Actor => ({ staffId: null, staffName: `customer ${customer.username}` });

/** The customer's organisation, their role in it, and (to its administrators) its members. */
export async function myOrganisation(db: Database, customer: CustomerRow): Promise<MyOrganisation> {
  const membership = await membershipOf(db, customer.id);
  if (!membership) return { organisation: null, role: null, members: [] };
  const members = membership.role === 'admin' ? await organisationMembersOf(db, membership.organisationId) : [];
  return { organisation: await organisation(db, membership.organisationId), role: membership.role, members };
}

/** The organisation the customer administers; an administrator never changes or removes themselves (none would be left to undo it). */
async function administered(db: Database, customer: CustomerRow, target?: string): Promise<string> {
  const membership = await membershipOf(db, customer.id);
  if (membership?.role !== 'admin') throw new AppError(403, 'organisationAdminOnly');
  if (target === customer.id) throw new AppError(409, 'organisationAdminSelf');
  return membership.organisationId;
}

export async function adminPutMember(db: Database, customer: CustomerRow, edition: Edition, input: MemberInput): Promise<OrganisationMember> {
  const organisationId = await administered(db, customer);
  const target = await accountNamed(db, edition, input.login);
  await administered(db, customer, target.id);
  return putMember(db, adminActor(customer), edition, organisationId, input);
}

export async function adminRemoveMember(db: Database, customer: CustomerRow, customerId: string): Promise<null> {
  return removeMember(db, adminActor(customer), await administered(db, customer, customerId), customerId);
}
