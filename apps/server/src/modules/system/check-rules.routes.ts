import { checkRuleOf, okEnvelope, systemEndpoints, translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { serveEndpoint } from '../../serve-endpoint.js';

/** /sys/checkRule/checkByCode: whether a value follows a named rule; a broken rule answers success false with its message. */
export async function checkRulesRoutes(app: FastifyInstance) {
  serveEndpoint(app, systemEndpoints.checkRule, async (request) => {
    const { ruleCode, value } = request.query;
    const rule = checkRuleOf(ruleCode);
    if (!rule) throw new AppError(400, 'checkRuleUnknown', { code: ruleCode.slice(0, 64) });
    const passed = rule.pattern.test(value);
    return { ...okEnvelope({ passed }, translate(request.ctx.language, 'errors', passed ? 'checkPassed' : rule.messageKey)), success: passed };
  });
}
