import { describe, expect, it } from 'vitest';
import { LANGUAGES, detectLanguage, languageSwitchTarget, languageTag, offeredLanguages } from '../src/i18n/languages.js';

describe('detectLanguage', () => {
  it('lets the lang query win over cookie, browser and edition', () => {
    expect(detectLanguage({ edition: 'intl', queryLang: 'ja', cookieLang: 'es', acceptLanguage: 'en-US' })).toBe('ja');
    expect(detectLanguage({ edition: 'zh', queryLang: 'en', cookieLang: 'zh', acceptLanguage: 'es' })).toBe('en');
  });

  it('ignores an unknown lang query and falls back to the cookie', () => {
    expect(detectLanguage({ edition: 'intl', queryLang: 'fr', cookieLang: 'es' })).toBe('es');
    expect(detectLanguage({ edition: 'intl', queryLang: '', cookieLang: 'zh' })).toBe('zh');
  });

  it('lets the cookie win over the browser and the edition', () => {
    expect(detectLanguage({ edition: 'intl', cookieLang: 'zh', acceptLanguage: 'es-ES' })).toBe('zh');
    expect(detectLanguage({ edition: 'zh', cookieLang: 'ja', acceptLanguage: 'en' })).toBe('ja');
  });

  it('uses the browser language when it is Spanish or English', () => {
    expect(detectLanguage({ edition: 'zh', acceptLanguage: 'es-ES,es;q=0.9' })).toBe('es');
    expect(detectLanguage({ edition: 'zh', acceptLanguage: 'en-GB' })).toBe('en');
    expect(detectLanguage({ edition: 'zh', acceptLanguage: 'EN' })).toBe('en');
    expect(detectLanguage({ edition: 'intl', acceptLanguage: 'es' })).toBe('es');
  });

  it('ignores an unknown cookie and falls back to the browser', () => {
    expect(detectLanguage({ edition: 'zh', cookieLang: 'de', acceptLanguage: 'es' })).toBe('es');
  });

  it('ignores a Japanese or Chinese browser and uses the edition', () => {
    expect(detectLanguage({ edition: 'intl', acceptLanguage: 'ja-JP' })).toBe('en');
    expect(detectLanguage({ edition: 'intl', acceptLanguage: 'zh-CN,zh;q=0.9' })).toBe('en');
    expect(detectLanguage({ edition: 'zh', acceptLanguage: 'ja' })).toBe('zh');
    expect(detectLanguage({ edition: 'zh', acceptLanguage: 'de-DE' })).toBe('zh');
  });

  it('falls back to the edition language when nothing is given', () => {
    expect(detectLanguage({ edition: 'zh' })).toBe('zh');
    expect(detectLanguage({ edition: 'intl' })).toBe('en');
    expect(detectLanguage({ edition: 'zh', queryLang: null, cookieLang: null, acceptLanguage: null })).toBe('zh');
    expect(detectLanguage({ edition: 'intl', acceptLanguage: '' })).toBe('en');
  });
});

describe('offeredLanguages', () => {
  it('offers Japanese only in the Chinese edition', () => {
    expect(offeredLanguages('zh')).toEqual(['zh', 'en', 'es', 'ja']);
    expect(offeredLanguages('intl')).toEqual(['zh', 'en', 'es']);
  });

  it('offers every supported language in the Chinese edition', () => {
    expect([...offeredLanguages('zh')].sort()).toEqual([...LANGUAGES].sort());
  });
});

describe('languageSwitchTarget', () => {
  const urls = { zhSiteUrl: 'https://www.example.cn', intlSiteUrl: 'https://www.example.com' };

  it('sends the international edition to the Chinese site when switching to Chinese', () => {
    expect(languageSwitchTarget({ edition: 'intl', target: 'zh', ...urls })).toEqual({
      kind: 'external',
      url: 'https://www.example.cn',
    });
  });

  it('switches locally among the international edition languages', () => {
    expect(languageSwitchTarget({ edition: 'intl', target: 'en', ...urls })).toEqual({ kind: 'local', language: 'en' });
    expect(languageSwitchTarget({ edition: 'intl', target: 'es', ...urls })).toEqual({ kind: 'local', language: 'es' });
  });

  it('sends the Chinese edition to the international site with the lang query', () => {
    for (const target of ['en', 'es', 'ja'] as const) {
      expect(languageSwitchTarget({ edition: 'zh', target, ...urls })).toEqual({
        kind: 'external',
        url: `https://www.example.com/?lang=${target}`,
      });
    }
  });

  it('keeps the international site path and query, replacing an old lang', () => {
    const intlSiteUrl = 'https://www.example.com/shop?ref=cn&lang=zh';
    expect(languageSwitchTarget({ edition: 'zh', target: 'es', zhSiteUrl: '', intlSiteUrl })).toEqual({
      kind: 'external',
      url: 'https://www.example.com/shop?ref=cn&lang=es',
    });
  });

  it('stays local when switching to Chinese in the Chinese edition', () => {
    expect(languageSwitchTarget({ edition: 'zh', target: 'zh', ...urls })).toEqual({ kind: 'local', language: 'zh' });
  });

  it('stays local when the other site URL is not configured', () => {
    expect(languageSwitchTarget({ edition: 'intl', target: 'zh', zhSiteUrl: '', intlSiteUrl: '' })).toEqual({
      kind: 'local',
      language: 'zh',
    });
    expect(languageSwitchTarget({ edition: 'zh', target: 'ja', zhSiteUrl: '', intlSiteUrl: '' })).toEqual({
      kind: 'local',
      language: 'ja',
    });
  });
});

describe('languageTag', () => {
  it('maps each language to its BCP 47 tag', () => {
    expect(languageTag('zh')).toBe('zh-CN');
    expect(languageTag('en')).toBe('en');
    expect(languageTag('es')).toBe('es');
    expect(languageTag('ja')).toBe('ja');
  });
});
