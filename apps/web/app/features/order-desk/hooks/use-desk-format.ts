import { formatPrice, languageTag } from '@portal/domain';
import { useMemo } from 'react';
import { useRootData } from '../../../root';

/**
 * Money, days and times in the reader's language. Calendar days (YYYY-MM-DD) are read in UTC so they never shift
 * by a day; moments are shown in the reader's zone. The desk's data is fetched in the browser, so server and
 * browser never render these differently.
 */
export function useDeskFormat() {
  const { language } = useRootData();
  return useMemo(() => {
    const tag = languageTag(language);
    const dayFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
    const timeFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      price: (minor: number, currency: string) => formatPrice(minor, currency, language),
      day: (value: string) => (value ? dayFormat.format(new Date(value.slice(0, 10))) : ''),
      time: (iso: string) => timeFormat.format(new Date(iso)),
    };
  }, [language]);
}
