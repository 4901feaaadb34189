import { z } from 'zod';
import type { Language } from '../i18n/languages.js';
import { type ErrorKey, translate, type ValidationKey, sharedMessages } from '../i18n/messages.js';

/** Marks a missing value so it can be told apart from a value of the wrong type after parsing. */
export const REQUIRED_MARK = 'validation.required';

z.config({
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED_MARK : undefined),
});

export type ValidationIssue = {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
  values?: unknown[];
  keys?: string[];
  /** A custom rule's values for its message's placeholders. */
  params?: Record<string, unknown>;
};

/**
 * A message of the shared catalogues in the reader's language: the server reads its own copy of every language
 * (`translate`), the browser the one language its page shows (through i18next).
 */
export type SharedTranslator = (namespace: 'errors' | 'validation' | 'sequences' | 'services', key: string, params?: Record<string, string>) => string;

/** The translator over the server's copy of the catalogues. */
export function sharedTranslator(language: Language): SharedTranslator {
  return (namespace, key, params) => translate(language, namespace, key as keyof (typeof sharedMessages)['en'][typeof namespace], params);
}

function isValidationKey(key: string): key is ValidationKey {
  return key in sharedMessages.en.validation;
}

function detail(issue: ValidationIssue, text: SharedTranslator): string {
  if (issue.message.startsWith('validation.')) {
    const key = issue.message.slice('validation.'.length);
    if (isValidationKey(key)) return text('validation', key);
  }
  const isText = issue.origin === 'string' || issue.origin === 'array';
  switch (issue.code) {
    case 'invalid_type':
      return text('validation', 'invalidType', { expected: String(issue.expected) });
    case 'too_small':
      return text('validation', isText ? 'tooShort' : 'tooSmall', { minimum: String(issue.minimum) });
    case 'too_big':
      return text('validation', isText ? 'tooLong' : 'tooBig', { maximum: String(issue.maximum) });
    case 'invalid_format':
      return text('validation', 'invalidFormat');
    case 'invalid_value':
      return text('validation', 'oneOf', { values: (issue.values ?? []).map(String).join(', ') });
    case 'unrecognized_keys':
      return text('validation', 'unknownKeys', { keys: (issue.keys ?? []).join(', ') });
    default:
      return text('validation', 'invalid');
  }
}

const stringParams = (issue: ValidationIssue) => Object.fromEntries(Object.entries(issue.params ?? {}).map(([name, value]) => [name, String(value)]));

function isErrorKey(key: string): key is ErrorKey {
  return key in sharedMessages.en.errors;
}

/**
 * An issue as a form shows it under its field, in the reader's language: a rule's own sentence (`errors.<key>`), or
 * what is wrong without naming the field, which the form's label already does.
 */
export function describeFieldIssue(issue: ValidationIssue, text: SharedTranslator): string {
  if (issue.message.startsWith('sequences.')) return text('sequences', issue.message.slice('sequences.'.length), stringParams(issue));
  if (issue.message.startsWith('errors.')) {
    const key = issue.message.slice('errors.'.length);
    if (isErrorKey(key)) return text('errors', key, stringParams(issue));
  }
  return detail(issue, text);
}

/**
 * One readable sentence per issue, in the request's language, naming the field. A rule whose message
 * is `errors.<key>` already speaks a whole sentence (as the forms show it), so it is used as it is.
 */
export function describeIssue(issue: ValidationIssue, language: Language): string {
  const text = sharedTranslator(language);
  const [list, row, column] = issue.path;
  // A rule of an order row names the row (counted from 1) and the column, so a long order's bad rows can be found;
  // the columns of every kind of order row (catalogue, sequence and service rows) are labelled in `services`.
  // The path may come back as text ('/lines/3/sequence' split), so the row index is read from either form.
  const index = typeof row === 'number' ? row : /^\d+$/.test(String(row)) ? Number(row) : null;
  if (list === 'lines' && index !== null && typeof column === 'string' && /^(errors|sequences)\./.test(issue.message)) {
    const label = text('services', `field_${column}`);
    return translate(language, 'errors', 'rowIssue', {
      row: index + 1,
      field: label.startsWith('field_') ? column : label,
      detail: describeFieldIssue(issue, text),
    });
  }
  if (issue.message.startsWith('errors.') || issue.message.startsWith('sequences.')) return describeFieldIssue(issue, text);
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : translate(language, 'validation', 'request');
  return translate(language, 'errors', 'validation', { field, detail: detail(issue, text) });
}

export function describeIssues(issues: readonly ValidationIssue[], language: Language): string {
  return issues.map((issue) => describeIssue(issue, language)).join('; ');
}
