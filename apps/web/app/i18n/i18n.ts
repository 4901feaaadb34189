import type { Language } from '@portal/domain';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const NAMESPACES = [
  'common',
  'http',
  'catalog',
  'content',
  'auth',
  'account',
  'policy',
  'staff',
  'webhooks',
  'punchout',
  'organisations',
  'menu',
  'dashboard',
  'cron',
  'table',
  'widgets',
  'reports',
  'cart',
  'ordering',
  'order-desk',
  'catalog-desk',
  'scan',
  'sequence-order',
  'service-pages',
  'plasmid-shop',
  'plasmid-builder',
  'vector-order',
  'errors',
  'validation',
  'orders',
  'sequences',
  'services',
] as const;

type LocaleModules = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/** The web app's own catalogues, and the ones it shares with the server (errors, validation, orders). */
const catalogues: { folder: string; modules: LocaleModules }[] = [
  { folder: '../locales/', modules: import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json') },
  {
    folder: '../../../../packages/domain/locales/',
    modules: import.meta.glob<{ default: Record<string, unknown> }>('../../../../packages/domain/locales/*/*.json'),
  },
];

/** Loads only the chosen language's catalogues so other languages never reach the browser. */
export async function loadResources(language: Language): Promise<Resource> {
  const entries = await Promise.all(
    catalogues.flatMap(({ folder, modules }) => {
      const prefix = `${folder}${language}/`;
      return Object.entries(modules)
        .filter(([path]) => path.startsWith(prefix))
        .map(async ([path, load]) => [path.slice(prefix.length, -'.json'.length), (await load()).default] as const);
    }),
  );
  return { [language]: Object.fromEntries(entries) };
}

export async function createI18n(language: Language, resources?: Resource): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    resources: resources ?? (await loadResources(language)),
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * The page carries its language's catalogues in a script, so the browser starts without fetching
 * translation chunks (one round trip less, and no chunk whose failure would leave the page inert).
 */
const PAGE_MESSAGES = '__portalMessages';

/** Written once per translator and language: a catalogue never changes while its translator lives. */
const messagesScripts = new WeakMap<I18n, Map<Language, string>>();

export function pageMessagesScript(i18n: I18n, language: Language): string {
  let scripts = messagesScripts.get(i18n);
  if (!scripts) messagesScripts.set(i18n, (scripts = new Map()));
  let script = scripts.get(language);
  if (script === undefined) {
    const json = JSON.stringify({ [language]: i18n.getDataByLanguage(language) ?? {} });
    // '<' escaped so no text in a catalogue can close the script element.
    script = `window.${PAGE_MESSAGES}=${json.replace(/</g, '\\u003c')};`;
    scripts.set(language, script);
  }
  return script;
}

export function pageMessages(): Resource | undefined {
  return (window as unknown as Record<string, Resource | undefined>)[PAGE_MESSAGES];
}
