import { StyleProvider } from '@ant-design/cssinjs';
import { type Language, PUBLIC_PAGE_HEADER, isLanguage } from '@portal/domain';
import type { i18n as I18n } from 'i18next';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { createI18n } from './i18n/i18n';
import { currentStylesheet, styleCache } from './lib/antd-styles.server';
import { loadAntdLocale } from './i18n/antd-locale';
import { pageOfRoute } from './navigation/pages';
import { AntdLocaleContext } from './root';

export const streamTimeout = 10_000;

// An i18next instance only translates, so one per language is shared by all requests.
const i18nByLanguage = new Map<Language, Promise<I18n>>();
function i18nFor(language: Language): Promise<I18n> {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = createI18n(language);
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

/** Whether the page rendered is one every visitor without a session sees alike: a public page outside the sign-in forms. */
function isSharedPage(routerContext: EntryContext): boolean {
  const deepest = routerContext.staticHandlerContext.matches.at(-1);
  const page = deepest ? pageOfRoute(deepest.route.id) : undefined;
  return page !== undefined && page.public && page.layout !== 'auth';
}

/**
 * Renders the whole document before sending it so the head can link antd's stylesheet with this page's
 * component styles in it: the first paint is already styled and hydration finds the styles it expects.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const rootData = routerContext.staticHandlerContext.loaderData.root as { language?: unknown } | undefined;
  const language = isLanguage(rootData?.language) ? rootData.language : 'en';
  const [i18n, antdLocale] = await Promise.all([i18nFor(language), loadAntdLocale(language)]);

  const html = await new Promise<string>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <StyleProvider cache={styleCache}>
        <I18nextProvider i18n={i18n}>
          <AntdLocaleContext.Provider value={antdLocale}>
            <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />
          </AntdLocaleContext.Provider>
        </I18nextProvider>
      </StyleProvider>,
      {
        nonce: loadContext.cspNonce,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          body.on('error', reject);
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });

  // First in the head, right after the charset: the browser asks for the styles before the many script preloads.
  const document = html.replace(/<meta charSet="utf-8"\/>|<\/head>/, (found) => {
    const link = `<link rel="stylesheet" href="${currentStylesheet()}"/>`;
    return found === '</head>' ? `${link}</head>` : `${found}${link}`;
  });
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  if (isSharedPage(routerContext)) responseHeaders.set(PUBLIC_PAGE_HEADER, '1');
  return new Response(document, { status: responseStatusCode, headers: responseHeaders });
}
