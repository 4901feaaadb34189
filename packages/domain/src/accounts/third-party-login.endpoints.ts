import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { loginResultSchema } from './login.contract.js';

const tags = ['accounts'];
const providerParams = z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) });

/** Single sign-on through a CAS server (registered only when one is configured). */
export const casEndpoints = {
  validateLogin: defineEndpoint({
    method: 'GET',
    path: '/sys/cas/client/validateLogin',
    tags,
    access: 'public',
    query: z.object({ ticket: z.string().min(1).max(256), service: z.string().url().max(2048), _t: z.string().optional() }),
    reply: loginResultSchema,
  }),
};

/**
 * Sign-in through the OAuth 2.0 / OpenID Connect providers in configuration; `start` and `callback` answer with a
 * redirect rather than an envelope.
 */
export const oauthEndpoints = {
  start: defineEndpoint({
    method: 'GET',
    path: '/sys/thirdLogin/render/:provider',
    tags,
    access: 'public',
    params: providerParams,
    query: z.object({ redirect: z.string().max(2048).optional() }),
    reply: 'redirect',
  }),
  /** Where the provider sends the browser back. */
  callback: defineEndpoint({
    method: 'GET',
    path: '/sys/thirdLogin/callback/:provider',
    tags,
    access: 'public',
    params: providerParams,
    query: z.object({ code: z.string().max(2048).optional(), state: z.string().max(256).optional() }),
    reply: 'redirect',
  }),
  /** Redeems the one-time ticket the callback handed to the browser page. */
  loginUser: defineEndpoint({
    method: 'GET',
    path: '/sys/thirdLogin/getLoginUser/:ticket/:provider',
    tags,
    access: 'public',
    params: providerParams.extend({ ticket: z.string().min(1).max(128) }),
    reply: loginResultSchema,
  }),
};
