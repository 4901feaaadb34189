import { type ValidationIssue, describeIssues, errorEnvelope, translate } from '@portal/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

type ZodValidationEntry = { keyword: string; instancePath: string; message: string; params: Record<string, unknown> };

function toIssues(entries: ZodValidationEntry[]): ValidationIssue[] {
  return entries.map((entry) => ({
    ...(entry.params as Partial<ValidationIssue>),
    code: entry.keyword,
    message: entry.message,
    path: entry.instancePath.split('/').filter(Boolean),
  }));
}

const CLIENT_ERROR_KEYS: Record<number, 'badRequest' | 'payloadTooLarge' | 'notFound' | 'rateLimited' | 'forbidden'> = {
  400: 'badRequest',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'badRequest',
  429: 'rateLimited',
};

/**
 * One place turns every failure into the envelope with an honest status. Only messages written for
 * users leave the server; anything unexpected is logged and answered with a generic 500.
 */
async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.ctx?.language ?? 'en';
    if (error instanceof AppError) {
      reply.headers(error.extra.headers ?? {});
      const message = translate(language, 'errors', error.key, error.params);
      return reply.code(error.statusCode).send(errorEnvelope(error.statusCode, message, error.extra.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = toIssues(error.validation as unknown as ZodValidationEntry[]);
      return reply.code(400).send(errorEnvelope(400, describeIssues(issues, language)));
    }
    const status = error.statusCode ?? 500;
    const key = CLIENT_ERROR_KEYS[status];
    if (key) {
      return reply.code(status).send(errorEnvelope(status, translate(language, 'errors', key)));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorEnvelope(status, translate(language, 'errors', 'badRequest')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorEnvelope(500, translate(language, 'errors', 'internal')));
  });

  app.setNotFoundHandler((request, reply) => {
    const language = request.ctx?.language ?? 'en';
    return reply.code(404).send(errorEnvelope(404, translate(language, 'errors', 'notFound')));
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler', dependencies: ['request-context'] });
