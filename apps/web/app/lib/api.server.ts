import { ACCESS_TOKEN_COOKIE, HEADERS, readCookie } from '@portal/domain';
import type { AppLoadContext } from 'react-router';
import { createApiClient } from './api-client';
import { languageOfRequest } from './request-language.server';

/** The API client for loaders: same headers as the browser's, carried in-process; the staff area sends its own token. */
export function serverApi(request: Request, context: AppLoadContext, tokenCookie = ACCESS_TOKEN_COOKIE) {
  const cookies = request.headers.get('cookie');
  const { language } = languageOfRequest(request, context.config.edition);
  return createApiClient({
    basePath: context.config.apiBasePath,
    fetch: context.apiFetch,
    token: () => readCookie(cookies, tokenCookie),
    tenantId: () => request.headers.get(HEADERS.tenantId) ?? '0',
    timeZone: () => request.headers.get(HEADERS.timeZone) ?? '',
    language: () => language,
    signingSecret: context.config.signingSecret,
  });
}

export function sessionToken(request: Request): string | null {
  return readCookie(request.headers.get('cookie'), ACCESS_TOKEN_COOKIE);
}
