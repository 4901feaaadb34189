import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import type { Edition } from '../i18n/languages.js';
import { loginResultSchema } from './login.contract.js';
import { bindPhoneSchema, codeLoginSchema, emailCodeRequestSchema, smsRequestSchema } from './phone.contract.js';
import { availabilityQuerySchema, passwordResetSchema, registrationSchema } from './registration.contract.js';

const tags = ['accounts'];

function registrationEndpointsIn(edition: Edition) {
  return {
    sms: defineEndpoint({ method: 'POST', path: '/by-order-client/customer/sms', tags, access: 'public', body: smsRequestSchema(edition), reply: z.null() }),
    emailCode: defineEndpoint({
      method: 'POST',
      path: '/by-order-client/customer/emailCode',
      tags,
      access: 'public',
      body: emailCodeRequestSchema(edition),
      reply: z.null(),
    }),
    loginByCode: defineEndpoint({
      method: 'POST',
      path: '/by-order-client/customer/loginByCode',
      tags,
      access: 'public',
      body: codeLoginSchema(edition),
      reply: loginResultSchema,
    }),
    register: defineEndpoint({
      method: 'POST',
      path: '/by-order-client/customer/register',
      tags,
      access: 'public',
      body: registrationSchema(edition),
      reply: z.null(),
    }),
    resetPassword: defineEndpoint({
      method: 'POST',
      path: '/by-order-client/customer/resetPassword',
      tags,
      access: 'public',
      body: passwordResetSchema(edition),
      reply: z.null(),
    }),
    /** Signed as the original portal signs it; the session still decides whose account changes. */
    bindPhone: defineEndpoint({
      method: 'POST',
      path: '/by-order-client/byCustomer/bindPhone',
      tags,
      access: 'customer',
      signed: true,
      body: bindPhoneSchema(edition),
      reply: z.null(),
    }),
    checkOnlyUser: defineEndpoint({
      method: 'GET',
      path: '/by-order-client/customer/checkOnlyUser',
      tags,
      access: 'public',
      query: availabilityQuerySchema,
      reply: z.object({ available: z.boolean() }),
    }),
  };
}

/**
 * Registration, codes, code login, password reset and phone binding. The phone and e-mail rules are the edition's,
 * so each edition has its definitions (the same paths): `registrationEndpoints[edition]`.
 */
export const registrationEndpoints: Record<Edition, ReturnType<typeof registrationEndpointsIn>> = {
  zh: registrationEndpointsIn('zh'),
  intl: registrationEndpointsIn('intl'),
};
