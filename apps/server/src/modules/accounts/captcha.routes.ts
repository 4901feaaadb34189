import { captchaEndpoints, okEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';
import { issueCaptcha } from './captcha.service.js';

const CAPTCHA_RATE_LIMIT = { config: { rateLimit: { max: 60, timeWindow: 60_000 } } };

/**
 * The captcha image (`captchaEndpoints.image`). With `exposeAnswers` (test mode only, never production) the answers
 * are also kept in this process for browser tests to read back, from a route outside the API's document.
 */
export async function captchaRoutes(app: FastifyInstance, options: { db: Database; exposeAnswers: boolean }) {
  const answers = new Map<string, string>();

  serveEndpoint(
    app,
    captchaEndpoints.image,
    async (request, reply) => {
      const { image, answer } = await issueCaptcha(options.db, request.params.checkKey);
      if (options.exposeAnswers) answers.set(request.params.checkKey, answer);
      reply.header('cache-control', 'no-store');
      return okEnvelope(image);
    },
    CAPTCHA_RATE_LIMIT,
  );

  if (options.exposeAnswers) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/test-support/captcha/:checkKey', { schema: { hide: true, params: captchaEndpoints.image.params } }, async (request) => {
        const answer = answers.get(request.params.checkKey);
        if (!answer) throw notFound();
        return okEnvelope(answer);
      });
  }
}
