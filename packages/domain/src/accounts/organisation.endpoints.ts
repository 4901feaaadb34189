import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import {
  ORGANISATIONS_PERMISSION,
  departmentInputSchema,
  memberInputSchema,
  myOrganisationSchema,
  organisationDepartmentSchema,
  organisationInputSchema,
  organisationMemberSchema,
  organisationSchema,
} from './organisation.contract.js';

const tags = ['staff'];
const access = { permission: ORGANISATIONS_PERMISSION };
const params = z.object({ id: z.string().uuid() });

/** The organisations screen's calls; staff holding customers:organisations only, every change audited. */
export const organisationEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/staff/organisations', tags, access, reply: z.array(organisationSchema) }),
  create: defineEndpoint({ method: 'POST', path: '/staff/organisations', tags, access, body: organisationInputSchema, reply: organisationSchema }),
  change: defineEndpoint({ method: 'PUT', path: '/staff/organisations/:id', tags, access, params, body: organisationInputSchema, reply: organisationSchema }),
  addDepartment: defineEndpoint({
    method: 'POST',
    path: '/staff/organisations/:id/departments',
    tags,
    access,
    params,
    body: departmentInputSchema,
    reply: organisationDepartmentSchema,
  }),
  changeDepartment: defineEndpoint({
    method: 'PUT',
    path: '/staff/departments/:id',
    tags,
    access,
    params,
    body: departmentInputSchema,
    reply: organisationDepartmentSchema,
  }),
  members: defineEndpoint({ method: 'GET', path: '/staff/organisations/:id/members', tags, access, params, reply: z.array(organisationMemberSchema) }),
  putMember: defineEndpoint({
    method: 'POST',
    path: '/staff/organisations/:id/members',
    tags,
    access,
    params,
    body: memberInputSchema,
    reply: organisationMemberSchema,
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/staff/organisations/:id/members/:customerId',
    tags,
    access,
    params: z.object({ id: z.string().uuid(), customerId: z.string().uuid() }),
    reply: z.null(),
  }),
};

const ADMIN_BASE = '/by-order-client/organisation';

/** An organisation's administrators keep its members themselves (customer sessions; members read only their organisation). */
export const myOrganisationEndpoints = {
  get: defineEndpoint({ method: 'GET', path: ADMIN_BASE, tags: ['account centre'], access: 'customer', reply: myOrganisationSchema }),
  putMember: defineEndpoint({
    method: 'POST',
    path: `${ADMIN_BASE}/members`,
    tags: ['account centre'],
    access: 'customer',
    body: memberInputSchema,
    reply: organisationMemberSchema,
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: `${ADMIN_BASE}/members/:customerId`,
    tags: ['account centre'],
    access: 'customer',
    params: z.object({ customerId: z.string().uuid() }),
    reply: z.null(),
  }),
};
