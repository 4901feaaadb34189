import { checkRuleOf, envelopeSchema, okEnvelope, translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';

const checkQuery = z.object({ ruleCode: z.string().trim().max(64), value: z.string().max(1000).default(''), _t: z.string().optional() });

/** /sys/checkRule/checkByCode: whether a value follows a named rule; a broken rule answers success false with its message. */
export async function checkRulesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sys/checkRule/checkByCode',
    { schema: { tags: ['system'], querystring: checkQuery, response: { 200: envelopeSchema(z.object({ passed: z.boolean() })) } } },
    async (request) => {
      const { ruleCode, value } = request.query;
      const rule = checkRuleOf(ruleCode);
      if (!rule) throw new AppError(400, 'checkRuleUnknown', { code: ruleCode.slice(0, 64) });
      const passed = rule.pattern.test(value);
      return { ...okEnvelope({ passed }, translate(request.ctx.language, 'errors', passed ? 'checkPassed' : rule.messageKey)), success: passed };
    },
  );
}
