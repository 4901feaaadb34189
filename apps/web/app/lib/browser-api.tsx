import { ACCESS_TOKEN_COOKIE, type Language, type PublicConfig, readCookie } from '@portal/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { type ApiClient, createApiClient } from './api-client';
import { fetchWithProgress } from './fetch-with-progress';
import { STORAGE_KEYS, readValue } from './browser-storage';


function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const ApiContext = createContext<ApiClient | null>(null);

/** `tokenCookie`: the staff area nests a provider that sends the staff session instead of the customer's. */
export function ApiProvider(props: { config: PublicConfig; language: Language; tokenCookie?: string; children: ReactNode }) {
  const { config, language, tokenCookie = ACCESS_TOKEN_COOKIE } = props;
  const client = useMemo(
    () =>
      createApiClient({
        basePath: config.apiBasePath,
        fetch: (input, init) => window.fetch(input, init),
        fetchWithProgress,
        token: () => readCookie(document.cookie, tokenCookie),
        tenantId: () => readValue(STORAGE_KEYS.tenantId) ?? '0',
        timeZone: browserTimeZone,
        language: () => language,
        signingSecret: config.signingSecret,
      }),
    [config.apiBasePath, config.signingSecret, language, tokenCookie],
  );
  return <ApiContext.Provider value={client}>{props.children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi outside ApiProvider');
  return client;
}
