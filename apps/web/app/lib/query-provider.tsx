import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import { type FailureUi, needsFollowUp, reportFailure } from './api-failure';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The caller shows its own message and takes its own follow-up (for example the login form). */
      reportsOwnFailure?: boolean;
      /** The form shows the server's reason; only a failure that asks for more than a message (signing in again) is reported. */
      showsOwnMessage?: boolean;
    };
  }
}

/** Client errors will not change on a retry; a server or network failure may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== null && error.status < 500) return false;
  return failureCount < 1;
}

/** TanStack Query with every failed query and mutation reported once, as spec section 8 says. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const { notification, modal } = App.useApp();
  const { t } = useTranslation();
  const ui = useRef<FailureUi>({ notification, modal, t });
  useEffect(() => {
    ui.current = { notification, modal, t };
  }, [notification, modal, t]);

  const [client] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({ onError: (error) => reportFailure(error, ui.current) }),
        mutationCache: new MutationCache({
          onError: (error, _variables, _context, mutation) => {
            if (mutation.meta?.reportsOwnFailure) return;
            if (mutation.meta?.showsOwnMessage && !needsFollowUp(error)) return;
            reportFailure(error, ui.current);
          },
        }),
        defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetry } },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
