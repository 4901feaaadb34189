import type { FastifyServerOptions } from 'fastify';

/** Everything that could hand an account to whoever reads the logs. */
export const REDACTED_PATHS = [
  'req.headers["x-access-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-sign"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldpassword',
  '*.newsPassword',
  '*.confirmPassword',
  '*.token',
  '*.captcha',
  '*.smscode',
  '*.code',
  '*.phone',
  '*.mobile',
];

// Mainland mobiles, and international numbers with their '+', written or URL-encoded ('%2B').
const PHONE_PATTERN = /(\+?\d{0,3}[ -]?)?1[3-9]\d{9}|(?:\+|%2B)\d{8,15}/gi;

/** Masks phone numbers that slip into a URL (query strings) before the line is written. */
export function maskPhones(text: string): string {
  return text.replace(PHONE_PATTERN, (match) => `${match.slice(0, 3)}****${match.slice(-2)}`);
}

const TOKEN_QUERY = /([?&](?:token|ticket|code|captcha|smscode|password)=)[^&]*/gi;

export function loggerOptions(level: string, destination?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: maskPhones(request.url.replace(TOKEN_QUERY, '$1[redacted]')), ip: request.ip, id: request.id };
      },
    },
    ...(destination ? { stream: destination } : {}),
  };
}
