import enErrors from '../../locales/en/errors.json' with { type: 'json' };
import enOrders from '../../locales/en/orders.json' with { type: 'json' };
import enSequences from '../../locales/en/sequences.json' with { type: 'json' };
import enServices from '../../locales/en/services.json' with { type: 'json' };
import enValidation from '../../locales/en/validation.json' with { type: 'json' };
import esErrors from '../../locales/es/errors.json' with { type: 'json' };
import esOrders from '../../locales/es/orders.json' with { type: 'json' };
import esSequences from '../../locales/es/sequences.json' with { type: 'json' };
import esServices from '../../locales/es/services.json' with { type: 'json' };
import esValidation from '../../locales/es/validation.json' with { type: 'json' };
import jaErrors from '../../locales/ja/errors.json' with { type: 'json' };
import jaOrders from '../../locales/ja/orders.json' with { type: 'json' };
import jaSequences from '../../locales/ja/sequences.json' with { type: 'json' };
import jaServices from '../../locales/ja/services.json' with { type: 'json' };
import jaValidation from '../../locales/ja/validation.json' with { type: 'json' };
import zhErrors from '../../locales/zh/errors.json' with { type: 'json' };
import zhOrders from '../../locales/zh/orders.json' with { type: 'json' };
import zhSequences from '../../locales/zh/sequences.json' with { type: 'json' };
import zhServices from '../../locales/zh/services.json' with { type: 'json' };
import zhValidation from '../../locales/zh/validation.json' with { type: 'json' };
import type { Language } from './languages.js';

/** Namespaces shared by the server's replies and the web app. */
export const sharedMessages = {
  zh: { errors: zhErrors, validation: zhValidation, orders: zhOrders, sequences: zhSequences, services: zhServices },
  en: { errors: enErrors, validation: enValidation, orders: enOrders, sequences: enSequences, services: enServices },
  es: { errors: esErrors, validation: esValidation, orders: esOrders, sequences: esSequences, services: esServices },
  ja: { errors: jaErrors, validation: jaValidation, orders: jaOrders, sequences: jaSequences, services: jaServices },
} satisfies Record<
  Language,
  { errors: typeof enErrors; validation: typeof enValidation; orders: typeof enOrders; sequences: typeof enSequences; services: typeof enServices }
>;

export type SharedNamespace = keyof (typeof sharedMessages)['en'];
export type ErrorKey = keyof typeof enErrors;
export type ValidationKey = keyof typeof enValidation;

/** Fills `{{name}}` placeholders the way i18next does, so one catalogue serves both sides. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function translate<N extends SharedNamespace>(
  language: Language,
  namespace: N,
  key: keyof (typeof sharedMessages)['en'][N],
  params?: Record<string, string | number>,
): string {
  const catalogue = sharedMessages[language][namespace] as Record<string, string>;
  return interpolate(catalogue[key as string] ?? String(key), params);
}
