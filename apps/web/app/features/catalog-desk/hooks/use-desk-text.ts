import { type LocalizedText, dateTimeFormat, languageTag } from '@portal/domain';
import { useMemo } from 'react';
import { useRootData } from '../../../root';

/** A stored text in the reader's language (English standing in, as on the public pages) and days in their format. */
export function useDeskText() {
  const { language } = useRootData();
  return useMemo(() => {
    const dayFormat = dateTimeFormat(languageTag(language), { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      pick: (text: LocalizedText) => text[language] || text.en,
      day: (iso: string) => dayFormat.format(new Date(iso)),
    };
  }, [language]);
}
