import type { Language, PublicConfig } from '@portal/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { type ApiClient, createApiClient } from './api-client';
import { fetchWithProgress } from './fetch-with-progress';
import { STORAGE_KEYS, readValue } from './browser-storage';

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const ApiContext = createContext<ApiClient | null>(null);

/**
 * The browser's API client. It holds no token: the session cookies the server set are HttpOnly and go with every
 * call by themselves (the customer's and the staff area's, each read by the routes of its kind).
 */
export function ApiProvider(props: { config: PublicConfig; language: Language; children: ReactNode }) {
  const { config, language } = props;
  const client = useMemo(
    () =>
      createApiClient({
        basePath: config.apiBasePath,
        fetch: (input, init) => window.fetch(input, init),
        fetchWithProgress,
        sessionInCookie: true,
        tenantId: () => readValue(STORAGE_KEYS.tenantId) ?? '0',
        timeZone: browserTimeZone,
        language: () => language,
        signingSecret: config.signingSecret,
      }),
    [config.apiBasePath, config.signingSecret, language],
  );
  return <ApiContext.Provider value={client}>{props.children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi outside ApiProvider');
  return client;
}
