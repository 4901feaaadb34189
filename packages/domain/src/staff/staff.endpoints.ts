import { z } from 'zod';
import { passwordLoginSchema } from '../accounts/login.contract.js';
import { defineEndpoint } from '../http/endpoint.js';
import { staffInfoSchema, staffLoginResultSchema } from './staff.contract.js';

const tags = ['staff'];

/** The staff area's sign-in, who-am-I and sign-out. */
export const staffEndpoints = {
  login: defineEndpoint({ method: 'POST', path: '/staff/login', tags, access: 'public', body: passwordLoginSchema, reply: staffLoginResultSchema }),
  info: defineEndpoint({ method: 'GET', path: '/staff/info', tags, access: 'staff', reply: staffInfoSchema }),
  /** Ends the presented staff session, if any, and removes its cookie: answers success without one too. */
  logout: defineEndpoint({ method: 'POST', path: '/staff/logout', tags, access: 'public', reply: z.null() }),
};
