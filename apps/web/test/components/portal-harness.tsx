import type { Edition, Language, PublicConfig } from '@portal/domain';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { createI18n } from '../../app/i18n/i18n';
import { ApiProvider } from '../../app/lib/browser-api';
import { QueryProvider } from '../../app/lib/query-provider';

/** A request the component sent, as the server would read it. */
export type SentRequest = { method: string; path: string; query: URLSearchParams; headers: Headers; body: unknown };

/** What the API answers a request with: a result (wrapped in the envelope) and its status. */
export type Answer = { status?: number; result?: unknown; message?: string };

/**
 * The API as the component meets it over HTTP: each request is recorded and answered by `answer`, which sees the
 * path without the API base. Anything it does not know gets a 404 envelope, as the server would give.
 */
export function apiDouble(answer: (request: SentRequest) => Answer | undefined) {
  const sent: SentRequest[] = [];
  const fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input, 'http://portal.test');
    const text = typeof init?.body === 'string' ? init.body : null;
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/jeecg-boot/, ''),
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: text ? JSON.parse(text) : null,
    };
    sent.push(request);
    const reply = answer(request) ?? { status: 404, message: 'Not found' };
    const status = reply.status ?? 200;
    const envelope = { success: status < 300, message: reply.message ?? '', code: status, result: reply.result ?? null, timestamp: Date.now() };
    return new Response(JSON.stringify(envelope), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, sent };
}

const CONFIG = { apiBasePath: '/jeecg-boot', signingSecret: 'component-test-secret' } as PublicConfig;

/**
 * Renders a component as a page holds it: the language's real messages, antd's App, TanStack Query with the portal's
 * failure reporting, the browser API client (over `window.fetch`, which the caller points at an `apiDouble`) and a
 * router at `path`, with a page at every other path showing where a navigation went. `edition` is the deployment's
 * edition, for components that follow its rules (the contact phone of an address).
 */
export async function renderInPortal(element: ReactNode, options: { language?: Language; path?: string; edition?: Edition } = {}) {
  const language = options.language ?? 'en';
  const i18n = await createI18n(language);
  const config = options.edition ? { ...CONFIG, edition: options.edition } : CONFIG;
  // The root route's data as the page's components read it (useRootData): the public configuration and the language.
  const rootData = { config, language };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => rootData,
        element: <Outlet />,
        children: [
          { path: options.path ?? '/', element },
          { path: '*', element: <p data-testid="navigated" /> },
        ],
      },
    ],
    { initialEntries: [options.path ?? '/'], hydrationData: { loaderData: { root: rootData } } },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      {/* No runtime styles: jsdom would match every element against all of antd's rules whenever a query or a click
          reads computed styles, which makes a form test take minutes instead of seconds. */}
      <ConfigProvider theme={{ token: { motion: false }, zeroRuntime: true }}>
        <App>
          <ApiProvider config={config} language={language}>
            <QueryProvider>
              <RouterProvider router={router} />
            </QueryProvider>
          </ApiProvider>
        </App>
      </ConfigProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}

/** The messages a form control points at with aria-describedby: its own errors and hint, nobody else's. */
export function describedBy(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
