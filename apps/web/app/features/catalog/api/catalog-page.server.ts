import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { serverApi } from '../../../lib/api.server';
import { publicPageContext } from '../../../lib/public-page.server';
import { catalogApi } from './catalog-api';

/** What every catalogue loader starts from: the API with the visitor's session, the language and its translator. */
export async function catalogLoaderContext(request: Request, context: AppLoadContext) {
  const { language, t, seo } = await publicPageContext(request, context);
  return { api: catalogApi(serverApi(request, context)), language, t, seo };
}

/** A reply the page shows as its own state instead of the error boundary: bad filters (400) or nothing found (404). */
export type CatalogFailure = 'invalid' | 'notFound';

export function catalogFailureOf(error: unknown): CatalogFailure | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 400) return 'invalid';
  if (error.status === 404) return 'notFound';
  return null;
}

/** Runs a catalogue read; bad input and missing records become a page state, anything else stays an error. */
export async function catalogRead<T>(read: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; failure: CatalogFailure; message: string }> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    const failure = catalogFailureOf(error);
    if (!failure) throw error;
    return { ok: false, failure, message: error instanceof ApiError ? (error.envelope?.message ?? '') : '' };
  }
}
