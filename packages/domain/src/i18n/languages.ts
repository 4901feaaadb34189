export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** zh = the Chinese edition; intl = the international edition. */
export type Edition = 'zh' | 'intl';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function editionLanguage(edition: Edition): Language {
  return edition === 'zh' ? 'zh' : 'en';
}

/** Languages offered in the switcher: Japanese only from the Chinese edition. */
export function offeredLanguages(edition: Edition): Language[] {
  return edition === 'zh' ? ['zh', 'en', 'es', 'ja'] : ['zh', 'en', 'es'];
}

/** The browser's preferred language counts only when it is Spanish or English (spec section 4). */
export function browserLanguage(acceptLanguage: string | null | undefined): Language | null {
  if (!acceptLanguage) return null;
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  const primary = first.split(/[-;]/)[0];
  return primary === 'es' || primary === 'en' ? primary : null;
}

/** `lang` query beats the cookie, which beats the browser (es/en), which beats the edition. */
export function detectLanguage(input: { edition: Edition; queryLang?: string | null; cookieLang?: string | null; acceptLanguage?: string | null }): Language {
  if (isLanguage(input.queryLang)) return input.queryLang;
  if (isLanguage(input.cookieLang)) return input.cookieLang;
  return browserLanguage(input.acceptLanguage) ?? editionLanguage(input.edition);
}

export type LanguageSwitch = { kind: 'local'; language: Language } | { kind: 'external'; url: string };

/**
 * Switching to Chinese outside the Chinese edition goes to the Chinese site; switching away from Chinese
 * in the Chinese edition goes to the international site carrying the choice in `lang`.
 */
export function languageSwitchTarget(input: { edition: Edition; target: Language; zhSiteUrl: string; intlSiteUrl: string }): LanguageSwitch {
  if (input.edition === 'intl' && input.target === 'zh' && input.zhSiteUrl) {
    return { kind: 'external', url: input.zhSiteUrl };
  }
  if (input.edition === 'zh' && input.target !== 'zh' && input.intlSiteUrl) {
    const url = new URL(input.intlSiteUrl);
    url.searchParams.set('lang', input.target);
    return { kind: 'external', url: url.toString() };
  }
  return { kind: 'local', language: input.target };
}

/** BCP 47 tag for the html lang attribute and Intl formatting. */
export function languageTag(language: Language): string {
  return { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' }[language];
}
