import { ACCESS_TOKEN_COOKIE, type Language, type PublicConfig } from '@portal/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { type ApiClient, createApiClient } from './api-client';
import { readCookie } from './cookies';

const TENANT_STORAGE_KEY = 'portal:tenant-id';

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function clearSession() {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  window.localStorage.removeItem(TENANT_STORAGE_KEY);
}

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider(props: { config: PublicConfig; language: Language; children: ReactNode }) {
  const { config, language } = props;
  const client = useMemo(
    () =>
      createApiClient({
        basePath: config.apiBasePath,
        fetch: (input, init) => window.fetch(input, init),
        token: () => readCookie(document.cookie, ACCESS_TOKEN_COOKIE),
        tenantId: () => window.localStorage.getItem(TENANT_STORAGE_KEY) ?? '0',
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
