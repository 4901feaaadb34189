import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';

const tags = ['uploads'];

/**
 * The uploads of wire-contract.md, for customers and staff alike: the server takes whichever session comes (customer
 * or staff) and decides itself who may store and who may read (a stored file may be public, a product picture).
 */
export const uploadEndpoints = {
  /** Stores the files of a multipart body (`biz` names the folder); the result, and the message, is their stored paths, comma-separated. */
  upload: defineEndpoint({ method: 'POST', path: '/sys/common/upload', tags, access: 'session', body: 'multipart', reply: z.string() }),
  /** A stored file, served to whom may read it; the wildcard is its stored path. */
  storedFile: defineEndpoint({
    method: 'GET',
    path: '/sys/common/static/*',
    tags,
    access: 'public',
    params: z.object({ '*': z.string().max(200) }),
    reply: 'file',
  }),
};
