import {
  type EndpointAccess,
  type EndpointDefinition,
  type EndpointHandlerResult,
  type EndpointRequestParts,
  type Envelope,
  endpointNeedsSession,
  envelopeSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOwner } from './modules/uploads/index.js';

/**
 * What a handler gives back: the envelope its definition's reply schema describes, or the reply it has sent itself
 * (a file, a cached body, another status code).
 */
export type EndpointHandler<D extends EndpointDefinition> = (
  request: FastifyRequest<EndpointRequestParts<D>>,
  reply: FastifyReply,
) => Promise<D['reply'] extends z.ZodType ? Envelope<EndpointHandlerResult<D>> | FastifyReply : FastifyReply>;

/** What stays the server's own beside a definition: rate limits, body limits, extra hooks. */
export type ServeOptions = Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'preHandler' | 'onRequest'>;

function responsesOf(result: z.ZodType, alsoAnswers: readonly number[]): Record<number, z.ZodType> {
  const envelope = envelopeSchema(result);
  return Object.fromEntries([200, ...alsoAnswers].map((code) => [code, envelope]));
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function guardOf(app: FastifyInstance, access: EndpointAccess): Guard | undefined {
  if (access === 'public') return undefined;
  if (access === 'customer') return app.requireCustomer;
  if (access === 'staff') return app.requireStaff;
  if (access === 'session') return async (request, reply) => void (await sessionOwner(app, request, reply));
  return app.requireStaffPermission(access.permission);
}

/**
 * Registers the route a definition describes: its method, path, schemas, guard and signing come from the definition,
 * so the handler cannot disagree with what the web app calls (the handler's request and reply are typed from it).
 */
export function serveEndpoint<const D extends EndpointDefinition>(
  app: FastifyInstance,
  definition: D,
  handler: EndpointHandler<D>,
  options: ServeOptions = {},
): void {
  const guard = guardOf(app, definition.access);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: definition.method,
    url: definition.path,
    // The session and permission are checked before the body, so an outsider learns nothing from field errors.
    ...(guard ? { preValidation: guard } : {}),
    config: { ...options.config, ...(definition.signed ? { signed: true } : {}) },
    schema: {
      tags: [...definition.tags],
      ...(endpointNeedsSession(definition) ? { security: [{ accessToken: [] }] } : {}),
      ...(definition.headers ? { headers: definition.headers } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body === 'multipart'
        ? { consumes: ['multipart/form-data'] }
        : definition.body === 'xml'
          ? { consumes: ['text/xml', 'application/xml'], body: z.string() }
          : definition.body
            ? { body: definition.body }
            : {}),
      ...(typeof definition.reply === 'object' ? { response: responsesOf(definition.reply, definition.alsoAnswers ?? []) } : {}),
    },
    handler: handler as RouteHandlerMethod,
  });
}
