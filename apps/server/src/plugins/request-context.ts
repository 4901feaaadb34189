import { type Edition, type Language, HEADERS, editionLanguage, isLanguage, translate } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

export type RequestContext = {
  language: Language;
  tenantId: string;
  timeZone: string;
  lowAppId: string | null;
  accessToken: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const DEFAULT_TIME_ZONE: Record<Edition, string> = { zh: 'Asia/Shanghai', intl: 'UTC' };

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The first language of Accept-Language that the portal speaks, else the edition's. */
export function requestLanguage(acceptLanguage: string | undefined, edition: Edition): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.trim().split(/[-;_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return editionLanguage(edition);
}

/** Distinct Accept-Language values remembered: browsers send a handful, so each is read once. */
const REMEMBERED_LANGUAGES = 256;

/** `requestLanguage` for every request: the answer per header value is kept, as reading it is most of a cached reply's own work. */
function languageReader(edition: Edition): (acceptLanguage: string | undefined) => Language {
  const known = new Map<string, Language>();
  return (acceptLanguage) => {
    if (acceptLanguage === undefined) return editionLanguage(edition);
    let language = known.get(acceptLanguage);
    if (language === undefined) {
      language = requestLanguage(acceptLanguage, edition);
      if (known.size >= REMEMBERED_LANGUAGES) known.clear();
      known.set(acceptLanguage, language);
    }
    return language;
  };
}

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

async function requestContextPlugin(app: FastifyInstance, options: { edition: Edition }) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  const languageOf = languageReader(options.edition);
  app.addHook('onRequest', (request, _reply, done) => {
    const language = languageOf(header(request, 'accept-language'));
    // Set first so that errors raised below already speak the request's language.
    request.ctx = { language, tenantId: '0', timeZone: DEFAULT_TIME_ZONE[options.edition], lowAppId: null, accessToken: null };
    const tenantId = header(request, HEADERS.tenantId) ?? header(request, HEADERS.tenantIdAlt);
    if (tenantId !== undefined && tenantId !== '' && !/^\d{1,19}$/.test(tenantId)) {
      throw new AppError(400, 'validation', { field: HEADERS.tenantId, detail: translate(language, 'validation', 'invalidFormat') });
    }
    const timeZone = header(request, HEADERS.timeZone);
    const token = header(request, HEADERS.accessToken)?.trim();
    request.ctx = {
      language,
      tenantId: tenantId || '0',
      timeZone: timeZone && validTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE[options.edition],
      lowAppId: header(request, HEADERS.lowAppId)?.trim() || null,
      accessToken: token || null,
    };
    done();
  });
}

export default fp(requestContextPlugin, { name: 'request-context' });
