import type { Language } from '../i18n/languages.js';
import { translate } from '../i18n/messages.js';
import { type ServiceKey, serviceFields } from './service-catalogue.js';
import { type ServiceField, type ServiceRowValues, sequenceKindOf, titleField } from './service-fields.js';

type ServicesKey = Parameters<typeof translate<'services'>>[2];

/** A field's value in words: a choice by its label, anything else as stored; '' when empty. */
export function serviceValueText(field: ServiceField, value: string | number | null | undefined, label: (key: string) => string): string {
  if (value === null || value === undefined || value === '') return '';
  return field.kind === 'choice' ? label(`choice_${field.name}_${value}`) : String(value);
}

/**
 * A service row in one line for documents (the quotation PDF): the service, the row's name, then its other filled
 * fields as "label: value", sequences by their length so a page is not filled with letters.
 */
export function serviceRowText(service: ServiceKey, row: ServiceRowValues, language: Language): string {
  const label = (key: string) => translate(language, 'services', key as ServicesKey);
  const fields = serviceFields(service);
  const title = titleField(fields);
  const details = fields
    .filter((field) => field.name !== title)
    .flatMap((field) => {
      const value = row[field.name];
      if (field.kind === 'sequence') {
        const unit = sequenceKindOf(field) === 'protein' ? 'aa' : 'nt';
        return typeof value === 'string' && value !== '' ? [`${label(`field_${field.name}`)}: ${Array.from(value).length} ${unit}`] : [];
      }
      const text = serviceValueText(field, value, label);
      return text ? [`${label(`field_${field.name}`)}: ${text}`] : [];
    });
  return [`${label(`service_${service}`)} · ${String(row[title] ?? '')}`, details.join('; ')].filter(Boolean).join(' — ');
}
