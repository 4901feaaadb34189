import { isLanguage } from '@portal/domain';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { createI18n, pageMessages } from './i18n/i18n';
import { loadAntdLocale } from './i18n/antd-locale';
import { markAppRunning } from './islands/app-running';
import { AntdLocaleContext } from './root';

async function hydrate() {
  const lang = document.documentElement.dataset.lang;
  const language = isLanguage(lang) ? lang : 'en';
  const [i18n, antdLocale] = await Promise.all([
    createI18n(language, pageMessages()),
    // Without its locale chunk antd speaks English; a working page beats an inert one.
    loadAntdLocale(language).catch(() => undefined),
  ]);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AntdLocaleContext.Provider value={antdLocale}>
            <HydratedRouter />
          </AntdLocaleContext.Provider>
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

markAppRunning();
void hydrate();
