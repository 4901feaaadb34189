import { type Language, dateTimeFormat, languageTag } from '@portal/domain';

/** A publication day in the reader's language, read in UTC so the server's render and the browser's agree. */
export function formatContentDate(iso: string, language: Language): string {
  return dateTimeFormat(languageTag(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
