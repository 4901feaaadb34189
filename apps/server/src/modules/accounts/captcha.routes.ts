import { checkKeySchema, envelopeSchema, okEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { issueCaptcha } from './captcha.service.js';

const CAPTCHA_RATE_LIMIT = { max: 60, timeWindow: 60_000 };
const params = z.object({ checkKey: checkKeySchema });

/**
 * GET /sys/randomImage/{checkKey}: the image as a data URL in `result`. With `exposeAnswers` (test mode
 * only, never production) the answers are also kept in this process for browser tests to read back.
 */
export async function captchaRoutes(app: FastifyInstance, options: { db: Database; exposeAnswers: boolean }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const answers = new Map<string, string>();

  routes.get(
    '/sys/randomImage/:checkKey',
    { config: { rateLimit: CAPTCHA_RATE_LIMIT }, schema: { tags: ['accounts'], params, response: { 200: envelopeSchema(z.string()) } } },
    async (request, reply) => {
      const { image, answer } = await issueCaptcha(options.db, request.params.checkKey);
      if (options.exposeAnswers) answers.set(request.params.checkKey, answer);
      reply.header('cache-control', 'no-store');
      return okEnvelope(image);
    },
  );

  if (options.exposeAnswers) {
    routes.get('/test-support/captcha/:checkKey', { schema: { hide: true, params } }, async (request) => {
      const answer = answers.get(request.params.checkKey);
      if (!answer) throw notFound();
      return okEnvelope(answer);
    });
  }
}
