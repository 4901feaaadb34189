import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
type Lang = (typeof LANGUAGES)[number];

const CATALOGUE_ROOTS = {
  domain: fileURLToPath(new URL('../locales/', import.meta.url)),
  web: fileURLToPath(new URL('../../../apps/web/app/locales/', import.meta.url)),
};

/** Leaf values keyed by dotted path (list items by index); non-string leaves are kept so the test can flag them. */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function namespacesIn(root: string, language: Lang): string[] {
  return readdirSync(root + language)
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function load(root: string, language: Lang, namespace: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(`${root}${language}/${namespace}`, 'utf8')));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '');
}

describe.each(Object.entries(CATALOGUE_ROOTS))('%s catalogues', (_name, root) => {
  const namespaces = namespacesIn(root, 'en');

  it('has at least one namespace', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it('has the same namespace files in every language', () => {
    for (const language of LANGUAGES) expect(namespacesIn(root, language)).toEqual(namespaces);
  });

  describe.each(namespaces)('%s', (namespace) => {
    const catalogues = Object.fromEntries(LANGUAGES.map((lang) => [lang, load(root, lang, namespace)])) as Record<Lang, Map<string, unknown>>;
    const englishKeys = [...catalogues.en.keys()].sort();

    it.each(LANGUAGES)('%s has exactly the English keys', (language) => {
      expect([...catalogues[language].keys()].sort()).toEqual(englishKeys);
    });

    it.each(LANGUAGES)('%s has only non-empty string values', (language) => {
      const bad = [...catalogues[language]].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(bad.map(([key]) => key)).toEqual([]);
    });

    it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s keeps every English placeholder', (language) => {
      const missing: string[] = [];
      for (const [key, english] of catalogues.en) {
        const translated = catalogues[language].get(key);
        if (typeof english !== 'string' || typeof translated !== 'string') continue;
        const present = new Set(placeholders(translated));
        for (const name of placeholders(english)) if (!present.has(name)) missing.push(`${key}: {{${name}}}`);
      }
      expect(missing).toEqual([]);
    });
  });
});
