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
export type SharedTranslator = (namespace: 'errors' | 'validation', key: string, params?: Record<string, string>) => string;

/** The translator over the server's copy of the catalogues. */
export function sharedTranslator(language: Language): SharedTranslator {
  return (namespace, key, params) =>
    namespace === 'errors' ? translate(language, 'errors', key as ErrorKey, params) : translate(language, 'validation', key as ValidationKey, params);
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

function isErrorKey(key: string): key is ErrorKey {
  return key in sharedMessages.en.errors;
}

/**
 * An issue as a form shows it under its field, in the reader's language: a rule's own sentence (`errors.<key>`), or
 * what is wrong without naming the field, which the form's label already does.
 */
export function describeFieldIssue(issue: ValidationIssue, text: SharedTranslator): string {
  if (issue.message.startsWith('errors.')) {
    const key = issue.message.slice('errors.'.length);
    if (isErrorKey(key)) return text('errors', key, Object.fromEntries(Object.entries(issue.params ?? {}).map(([name, value]) => [name, String(value)])));
  }
  return detail(issue, text);
}

/**
 * One readable sentence per issue, in the request's language, naming the field. A rule whose message
 * is `errors.<key>` already speaks a whole sentence (as the forms show it), so it is used as it is.
 */
export function describeIssue(issue: ValidationIssue, language: Language): string {
  const text = sharedTranslator(language);
  if (issue.message.startsWith('errors.')) return describeFieldIssue(issue, text);
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : translate(language, 'validation', 'request');
  return translate(language, 'errors', 'validation', { field, detail: detail(issue, text) });
}

export function describeIssues(issues: readonly ValidationIssue[], language: Language): string {
  return issues.map((issue) => describeIssue(issue, language)).join('; ');
}
