import type { Language } from '@portal/domain';
import type { TFunction, i18n as I18n } from 'i18next';
import { createI18n } from './i18n';

const instances = new Map<Language, Promise<I18n>>();

/**
 * A translator for loaders (page titles and descriptions for SEO). One i18n instance per language for the
 * life of the process, since the catalogues never change while it runs.
 */
export async function serverT(language: Language): Promise<TFunction> {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language);
    instances.set(language, instance);
  }
  return (await instance).t;
}
