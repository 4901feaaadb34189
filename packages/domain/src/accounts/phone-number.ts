import { type CountryCode, getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Edition } from '../i18n/languages.js';
import { MOBILE_PATTERN } from './mobile-rule.js';

const CHINA = 'CN';

/**
 * The one form a phone number is kept and compared in. The Chinese edition takes the spec's mobile numbers only.
 * The international edition takes any valid number written with its country code ('+44 20 7946 0958'), and a
 * mainland mobile as the spec writes it. A mainland mobile is kept as its 11 digits in both editions (the form
 * every account and client has always used, so lookups and uniqueness hold across both), every other number in
 * E.164 ('+442079460958'). Null when the input is no such number.
 */
export function canonicalPhone(input: string, edition: Edition): string | null {
  const value = input.trim();
  if (MOBILE_PATTERN.test(value)) return value;
  if (edition === 'zh' || !value.startsWith('+')) return null;
  const number = parsePhoneNumberFromString(value, { extract: false });
  if (!number?.isValid()) return null;
  if (number.countryCallingCode === getCountryCallingCode(CHINA) && MOBILE_PATTERN.test(number.nationalNumber)) return number.nationalNumber;
  return number.number;
}

/**
 * A number as a person reads it, with its country code and the country's grouping ('+44 20 7946 0958'): how an
 * address keeps its contact phone, where nothing is looked up by number. A mainland mobile without '+86' counts as
 * one.
 */
export function internationalPhone(input: string, edition: Edition): string | null {
  const phone = canonicalPhone(input, edition);
  if (phone === null) return null;
  return parsePhoneNumberFromString(phone, { defaultCountry: CHINA, extract: false })?.formatInternational() ?? phone;
}

/** A number with its country code chosen apart ('+' and the calling code) from the rest, for the phone inputs. */
export type PhoneParts = { country: string; national: string };

/** Splits a number as `canonicalPhone` keeps it (or as typed) back into country and national part, for editing. */
export function phoneParts(value: string): PhoneParts | null {
  const text = value.trim();
  if (MOBILE_PATTERN.test(text)) return { country: CHINA, national: text };
  const number = text.startsWith('+') ? parsePhoneNumberFromString(text, { extract: false }) : undefined;
  return number?.country ? { country: number.country, national: number.nationalNumber } : null;
}

/**
 * The number a country code and a national part make, as `canonicalPhone` reads it. A national part typed with its
 * own '+', or without any digit (an address's 'NA'), stands alone.
 */
export function joinPhone({ country, national }: PhoneParts): string {
  const text = national.trim();
  if (!/\d/.test(text) || text.startsWith('+') || !isSupportedCountry(country)) return text;
  return `+${getCountryCallingCode(country as CountryCode)} ${text}`;
}

/** Every country a number can be written for, with its calling code, by ISO 3166 code. */
export function callingCodes(): { country: string; callingCode: string }[] {
  return getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
}
