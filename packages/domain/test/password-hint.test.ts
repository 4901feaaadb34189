import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_CLASSES,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_PASSWORD_MAX_LENGTH,
  interpolate,
  newPasswordProblem,
  passwordHint,
  translate,
} from '../src/index.js';

const webAuth = (language: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../apps/web/app/locales/${language}/auth.json`, import.meta.url)), 'utf8')) as Record<string, string>;

describe('the password hint says the rule the check applies (spec section 5)', () => {
  it('accepts two of the three classes, so letters and digits without a symbol pass', () => {
    expect(newPasswordProblem({ password: 'abcd12345', maxLength: REGISTRATION_PASSWORD_MAX_LENGTH })).toBeNull();
    expect(newPasswordProblem({ password: 'abcdefghi' })).toBe('passwordLevel');
    expect(PASSWORD_MIN_CLASSES).toBe(2);
  });

  it.each([
    [REGISTRATION_PASSWORD_MAX_LENGTH, 'passwordHintRange', { minimum: 8, maximum: 16, classes: 2 }],
    [PASSWORD_MAX_LENGTH, 'passwordHint', { minimum: 8, maximum: 100, classes: 2 }],
  ])('with at most %i characters names %s with the rule’s numbers', (maxLength, key, params) => {
    expect(passwordHint(maxLength)).toEqual({ key, params });
    expect(params.minimum).toBe(PASSWORD_MIN_LENGTH);
  });

  it.each(LANGUAGES)('in %s, every hint and password message carries the numbers and asks for no third class', (language) => {
    const catalogue = webAuth(language);
    const range = interpolate(catalogue.passwordHintRange ?? '', passwordHint(REGISTRATION_PASSWORD_MAX_LENGTH).params);
    const floor = interpolate(catalogue.passwordHint ?? '', passwordHint().params);
    for (const text of [range, floor]) {
      expect(text).toContain(String(PASSWORD_MIN_LENGTH));
      expect(text).toContain(String(PASSWORD_MIN_CLASSES));
      expect(text).not.toMatch(/\{\{/);
    }
    expect(range).toContain(String(REGISTRATION_PASSWORD_MAX_LENGTH));
    expect(floor).not.toContain(String(PASSWORD_MAX_LENGTH));
    const params = passwordHint(REGISTRATION_PASSWORD_MAX_LENGTH).params;
    expect(translate(language, 'errors', 'passwordRule', params)).toContain(String(PASSWORD_MIN_LENGTH));
    expect(translate(language, 'errors', 'passwordLevel', params)).toContain(String(PASSWORD_MIN_CLASSES));
  });

  it('says in English exactly the rule and nothing else', () => {
    const catalogue = webAuth('en');
    expect(interpolate(catalogue.passwordHintRange ?? '', passwordHint(REGISTRATION_PASSWORD_MAX_LENGTH).params)).toBe(
      '8 to 16 characters, with at least 2 of: letters, digits, symbols.',
    );
    expect(interpolate(catalogue.passwordHint ?? '', passwordHint().params)).toBe('At least 8 characters, with at least 2 of: letters, digits, symbols.');
    expect(translate('en', 'errors', 'passwordRule', passwordHint().params)).toBe('The password needs at least 8 characters.');
  });
});
