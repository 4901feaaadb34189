import { type Language, sharedMessages } from '@portal/domain';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const NAMESPACES = ['common', 'http', 'catalog', 'auth', 'errors', 'validation'] as const;

const localeModules = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** Loads only the chosen language's catalogues so other languages never reach the browser. */
export async function loadResources(language: Language): Promise<Resource> {
  const prefix = `../locales/${language}/`;
  const entries = await Promise.all(
    Object.entries(localeModules)
      .filter(([path]) => path.startsWith(prefix))
      .map(async ([path, load]) => [path.slice(prefix.length, -'.json'.length), (await load()).default] as const),
  );
  return { [language]: { ...sharedMessages[language], ...Object.fromEntries(entries) } };
}

export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    resources: await loadResources(language),
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
