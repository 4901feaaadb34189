import type { Country, Language, Region } from '@portal/domain';
import chinaAreas from 'china-area-data/v5/data.json' with { type: 'json' };
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import ja from 'i18n-iso-countries/langs/ja.json' with { type: 'json' };
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };

for (const locale of [en, es, ja, zh]) countries.registerLocale(locale);

export const CHINA_REGION_ROOT = '86';

let regions: Region[] | null = null;

/** China's province, city and district tree as a flat list (id, text, parent id), root '86'. */
export function chinaRegions(): Region[] {
  regions ??= Object.entries(chinaAreas as Record<string, Record<string, string>>).flatMap(([pid, children]) =>
    Object.entries(children).map(([id, text]) => ({ id, text, pid })),
  );
  return regions;
}

const countryLists = new Map<Language, Country[]>();

/** Every country by ISO 3166 code with its name in the language, sorted for that language. */
export function countryList(language: Language): Country[] {
  let list = countryLists.get(language);
  if (!list) {
    const collator = new Intl.Collator(language);
    list = Object.entries(countries.getNames(language, { select: 'official' }))
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => collator.compare(a.name, b.name));
    countryLists.set(language, list);
  }
  return list;
}
