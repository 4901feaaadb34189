import { LANGUAGE_COOKIE, type Language, languageTag, serializeCookie } from '@portal/domain';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, useMatches, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { ChunkFailureWatch } from './components/chunk-failure-watch';
import { RouteErrorView } from './components/route-error-view';
import { ApiProvider } from './lib/browser-api';
import { pageMessagesScript } from './i18n/i18n';
import { pageScriptsOf } from './lib/page-scripts';
import { QueryProvider } from './lib/query-provider';
import { languageOfRequest } from './lib/request-language.server';
import appStylesheet from './app.css?url';
import { themeFor } from './theme';

const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context;
  const { language, fromQuery } = languageOfRequest(request, config.edition);
  const headers = new Headers();
  if (fromQuery) {
    headers.append(
      'Set-Cookie',
      serializeCookie(LANGUAGE_COOKIE, language, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE, secure: new URL(request.url).protocol === 'https:' }),
    );
  }
  return data({ language, config, cspNonce: context.cspNonce }, { headers });
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: appStylesheet }];

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

export function useRootData(): RootData {
  const rootData = useRouteLoaderData<RootData>('root');
  if (!rootData) throw new Error('root loader data missing');
  return rootData;
}

/** The antd locale is loaded before hydration (entry.client) and on the server (entry.server). */
export const AntdLocaleContext = createContext<Locale | undefined>(undefined);

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<RootData>('root');
  const language: Language = rootData?.language ?? 'en';
  const nonce = rootData?.cspNonce;
  const { i18n } = useTranslation();
  const scripts = pageScriptsOf(useMatches());
  return (
    <html lang={languageTag(language)} data-lang={language} data-scripts={scripts}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {scripts === 'app' ? (
          <>
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: pageMessagesScript(i18n, language) }} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const antdLocale = useContext(AntdLocaleContext);
  return (
    <ConfigProvider theme={themeFor(loaderData.config.theme)} locale={antdLocale}>
      <AntdApp>
        <QueryProvider>
          <ApiProvider config={loaderData.config} language={loaderData.language}>
            <ChunkFailureWatch />
            <Outlet />
          </ApiProvider>
        </QueryProvider>
      </AntdApp>
    </ConfigProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
