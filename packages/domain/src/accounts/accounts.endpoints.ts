import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { attributeChangeSchema, attributeChoiceSchema, attributeGroupSchema } from './attribute.contract.js';
import { checkKeySchema } from './captcha.contract.js';
import { currentDepartmentsSchema, departmentChoiceSchema, departmentChosenSchema } from './department.contract.js';
import { loginResultSchema, passwordLoginSchema } from './login.contract.js';
import { changePasswordSchema } from './password.contract.js';
import { userInfoSchema } from './user-info.contract.js';

const tags = ['accounts'];

/** Password sign-in, sign-out, the password change and the signed-in customer (spec section 3). */
export const accountEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/by-order-client/customer/login',
    tags,
    access: 'public',
    body: passwordLoginSchema,
    reply: loginResultSchema,
  }),
  /** Public: a session that has already ended may still sign out, and the cookie goes either way. */
  logout: defineEndpoint({ method: 'POST', path: '/by-order-client/customer/logout', tags, access: 'public', reply: z.null() }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/by-order-client/customer/changePassword',
    tags,
    access: 'customer',
    body: changePasswordSchema,
    reply: z.null(),
  }),
  info: defineEndpoint({ method: 'GET', path: '/by-order-client/customer/info', tags, access: 'customer', reply: userInfoSchema }),
};

/** The sign-in captcha: the image as a data URL in `result`. */
export const captchaEndpoints = {
  image: defineEndpoint({
    method: 'GET',
    path: '/sys/randomImage/:checkKey',
    tags,
    access: 'public',
    params: z.object({ checkKey: checkKeySchema }),
    reply: z.string(),
  }),
};

/** Department switching for customers in several departments (spec sections 3 and 6). */
export const departmentEndpoints = {
  current: defineEndpoint({ method: 'GET', path: '/sys/user/getCurrentUserDeparts', tags, access: 'customer', reply: currentDepartmentsSchema }),
  choose: defineEndpoint({ method: 'POST', path: '/sys/selectDepart', tags, access: 'customer', body: departmentChoiceSchema, reply: departmentChosenSchema }),
};

/** Customer attributes (spec section 7): the groups, the customer's choices, and changing one. */
export const attributeEndpoints = {
  groups: defineEndpoint({
    method: 'GET',
    path: '/by-customer/byCustomerAttribute/queryClientCustomerAttribute',
    tags,
    access: 'customer',
    reply: z.array(attributeGroupSchema),
  }),
  choices: defineEndpoint({
    method: 'GET',
    path: '/by-customer/byCustomerAttribute/queryClientAttribute',
    tags,
    access: 'customer',
    reply: z.object({ customer: z.array(attributeChoiceSchema) }),
  }),
  change: defineEndpoint({
    method: 'POST',
    path: '/by-order-client/order/changeClientAttribute',
    tags,
    access: 'customer',
    body: attributeChangeSchema,
    reply: z.null(),
  }),
};
