import { randomBytes } from 'node:crypto';
import {
  type Edition,
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
import { type StaffActor, appendAudit } from '../audit/index.js';
import { findCustomerByLogin, findCustomerByPhone } from './accounts.repository.js';
import {
  type DepartmentRow,
  type MemberRow,
  departmentIdsOf,
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

function audit(db: Database, actor: StaffActor, action: string, objectId: string, details: Record<string, unknown>) {
  return appendAudit(db, {
    staffId: actor.staffId,
    staffName: actor.staffName,
    action: `organisation.${action}`,
    objectType: 'organisation',
    objectId,
    details,
  });
}

export async function createOrganisation(db: Database, actor: StaffActor, input: OrganisationInput): Promise<Organisation> {
  const row = await db.transaction(async (tx) => {
    const created = await insertOrganisation(tx, input);
    await audit(tx, actor, 'create', input.name, { kind: input.kind, orderVisibility: input.orderVisibility });
    return created;
  });
  return organisation(db, row.id);
}

export async function changeOrganisation(db: Database, actor: StaffActor, id: string, input: OrganisationInput): Promise<Organisation> {
  await db.transaction(async (tx) => {
    if (!(await updateOrganisation(tx, id, input))) throw new AppError(404, 'organisationNotFound');
    await audit(tx, actor, 'change', input.name, { kind: input.kind, orderVisibility: input.orderVisibility });
  });
  return organisation(db, id);
}

/** Department codes are the portal's own (`orgCode` of the spec's department calls), never typed by anyone. */
const newOrgCode = () => `D${randomBytes(5).toString('hex').toUpperCase()}`;

export async function addDepartment(db: Database, actor: StaffActor, organisationId: string, input: DepartmentInput): Promise<OrganisationDepartment> {
  const parent = await organisation(db, organisationId);
  const row = await db.transaction(async (tx) => {
    const created = await insertDepartment(tx, { ...input, organisationId, orgCode: newOrgCode() });
    await audit(tx, actor, 'department.add', parent.name, { departName: input.departName, costCentre: input.costCentre });
    return created;
  });
  return departmentView({ ...row, memberCount: 0 });
}

export async function changeDepartment(db: Database, actor: StaffActor, id: string, input: DepartmentInput): Promise<OrganisationDepartment> {
  const row = await db.transaction(async (tx) => {
    const changed = await updateDepartment(tx, id, input);
    if (!changed) throw new AppError(404, 'departmentNotFound');
    await audit(tx, actor, 'department.change', changed.orgCode, { departName: input.departName, costCentre: input.costCentre });
    return changed;
  });
  const [counted] = (await departmentRows(db, [row.organisationId ?? ''])).filter((department) => department.id === id);
  return departmentView(counted ?? { ...row, memberCount: 0 });
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
export async function putMember(db: Database, actor: StaffActor, edition: Edition, organisationId: string, input: MemberInput): Promise<OrganisationMember> {
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

export async function removeMember(db: Database, actor: StaffActor, organisationId: string, customerId: string): Promise<null> {
  const parent = await organisation(db, organisationId);
  await db.transaction(async (tx) => {
    if (!(await deleteMember(tx, organisationId, customerId))) throw new AppError(404, 'memberAccountUnknown');
    await audit(tx, actor, 'member.remove', parent.name, { customerId });
  });
  return null;
}
