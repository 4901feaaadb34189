import { type Language, dateTimeFormat, formatPrice, languageTag } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../root';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as the reader's language writes it. A bare day (a production or validity date) is a calendar day, read
 * in UTC so it never shifts; a moment is shown in the reader's own zone. Order data is fetched in the browser,
 * so the server never renders these and no hydration can disagree.
 */
export function formatOrderDate(value: string, language: Language, withTime = false): string {
  const day = DAY_ONLY.test(value);
  const options: Intl.DateTimeFormatOptions = withTime && !day ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' };
  return dateTimeFormat(languageTag(language), day ? { ...options, timeZone: 'UTC' } : options).format(new Date(value));
}

/** Money and dates of the order pages in the page's language; an unpriced total reads 'to be quoted'. */
export function useOrderFormat() {
  const { language } = useRootData();
  const { t } = useTranslation('orders');
  // One object per language, so a memo that formats money (a table's columns) keeps while the language stays.
  return useMemo(
    () => ({
      language,
      money: (minor: number | null, currency: string) => (minor === null ? t('totalPending') : formatPrice(minor, currency, language)),
      date: (value: string | null) => (value ? formatOrderDate(value, language) : ''),
      moment: (value: string) => formatOrderDate(value, language, true),
    }),
    [language, t],
  );
}
