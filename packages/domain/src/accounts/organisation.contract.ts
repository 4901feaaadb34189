import { z } from 'zod';

/**
 * Institutional buyers (issue 20): an organisation (institute or company) with departments (labs, cost centres);
 * customers belong to one organisation and to any of its departments, and its administrators keep its members.
 */
export const ORGANISATION_KINDS = ['institute', 'company'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];
export const ORGANISATION_ROLES = ['admin', 'member'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

/**
 * Whose orders a member reads besides their own: none ('own'), those placed for their departments ('department'),
 * or those placed for any department of the organisation ('organisation'). Only the customer who placed an order
 * acts on it (confirms, cancels, reorders).
 */
export const ORDER_VISIBILITIES = ['own', 'department', 'organisation'] as const;
export type OrderVisibility = (typeof ORDER_VISIBILITIES)[number];

/** The staff permission that creates organisations and departments and puts customers in them. */
export const ORGANISATIONS_PERMISSION = 'customers:organisations';

export const organisationInputSchema = z.object({
  name: z.string().trim().min(1, 'errors.organisationNameRequired').max(200),
  kind: z.enum(ORGANISATION_KINDS),
  orderVisibility: z.enum(ORDER_VISIBILITIES).default('own'),
});
export type OrganisationInput = z.input<typeof organisationInputSchema>;

export const departmentInputSchema = z.object({
  departName: z.string().trim().min(1, 'errors.departmentNameRequired').max(100),
  costCentre: z.string().trim().max(60).default(''),
});
export type DepartmentInput = z.input<typeof departmentInputSchema>;

/** A member is named by their username, e-mail address or mobile number, as they sign in. */
export const memberInputSchema = z.object({
  login: z.string().trim().min(1, 'errors.memberLoginRequired').max(100),
  role: z.enum(ORGANISATION_ROLES),
  departmentIds: z.array(z.string().uuid()).max(50).default([]),
});
export type MemberInput = z.input<typeof memberInputSchema>;

export const organisationDepartmentSchema = z.object({
  id: z.string(),
  orgCode: z.string(),
  departName: z.string(),
  costCentre: z.string(),
  memberCount: z.number().int(),
});
export type OrganisationDepartment = z.infer<typeof organisationDepartmentSchema>;

export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  orderVisibility: z.enum(ORDER_VISIBILITIES),
  createdAt: z.string(),
  memberCount: z.number().int(),
  departments: z.array(organisationDepartmentSchema),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationMemberSchema = z.object({
  customerId: z.string(),
  username: z.string(),
  realname: z.string(),
  email: z.string(),
  role: z.enum(ORGANISATION_ROLES),
  departmentIds: z.array(z.string()),
});
export type OrganisationMember = z.infer<typeof organisationMemberSchema>;

/** The signed-in customer's organisation as they see it; its members are listed to its administrators only. */
export const myOrganisationSchema = z.object({
  organisation: organisationSchema.nullable(),
  role: z.enum(ORGANISATION_ROLES).nullable(),
  members: z.array(organisationMemberSchema),
});
export type MyOrganisation = z.infer<typeof myOrganisationSchema>;
