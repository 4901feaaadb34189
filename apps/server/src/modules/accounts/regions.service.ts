import type { Country, Language, Region } from '@portal/domain';
import type * as IsoCountries from 'i18n-iso-countries';
import { onFirstUse, requireAtRuntime } from '../../first-use.js';

// The package and its data files are read on first use.
const countryNames = onFirstUse(() => {
  const loaded = requireAtRuntime('i18n-iso-countries') as typeof IsoCountries;
  for (const language of ['en', 'es', 'ja', 'zh'])
    loaded.registerLocale(requireAtRuntime(`i18n-iso-countries/langs/${language}.json`) as IsoCountries.LocaleData);
  return loaded;
});

/** China's province, city and district tree as a flat list (id, text, parent id), root '86'. */
export const chinaRegions = onFirstUse((): Region[] =>
  Object.entries(requireAtRuntime('china-area-data/v5/data.json') as Record<string, Record<string, string>>).flatMap(([pid, children]) =>
    Object.entries(children).map(([id, text]) => ({ id, text, pid })),
  ),
);

const countryLists = new Map<Language, Country[]>();

/** Every country by ISO 3166 code with its name in the language, sorted for that language. */
export function countryList(language: Language): Country[] {
  let list = countryLists.get(language);
  if (!list) {
    const collator = new Intl.Collator(language);
    // ICU's names are the short ones people use ('China', 'South Korea'); the ISO list's official names are not.
    // The Chinese list keeps the ISO package's names, which follow mainland usage for Taiwan, Hong Kong and Macao.
    const displayNames = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    list = Object.entries(countryNames().getNames(language, { select: 'official' }))
      .map(([code, name]) => ({ code, name: language === 'zh' ? name : (displayNames.of(code) ?? name) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    countryLists.set(language, list);
  }
  return list;
}
