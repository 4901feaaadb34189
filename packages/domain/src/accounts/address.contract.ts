import { z } from 'zod';
import type { Edition } from '../i18n/languages.js';
import { MOBILE_MAX_LENGTH } from './mobile-rule.js';
import { internationalPhone } from './phone-number.js';

const text = (max: number) => z.string().trim().max(max).default('');

/** The contact phone may be 'NA' (spec section 5). */
const NO_CONTACT_PHONE = 'NA';

/** A shipping address as the customer enters it (spec section 3), as it is kept. */
const addressFieldsSchema = z.object({
  contact: z.string().trim().min(1, 'errors.contactRequired').max(50),
  phone: z.string().trim().min(1, 'errors.phoneRequired').max(MOBILE_MAX_LENGTH),
  countryName: z.string().trim().min(1, 'errors.countryRequired').max(100),
  provinceName: text(100),
  cityName: text(100),
  addressDetail: z.string().trim().min(1, 'errors.addressRequired').max(255),
  postalCode: text(20),
  email: z.union([z.literal(''), z.string().trim().email('errors.emailInvalid').max(100)]).default(''),
  company: text(200),
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof addressFieldsSchema>;

/** The international edition's contact phone as kept: 'NA', or a number with its country code, written to be read; null for neither. */
export function internationalContactPhone(value: string): string | null {
  const text = value.trim();
  return text.toUpperCase() === NO_CONTACT_PHONE ? NO_CONTACT_PHONE : internationalPhone(text, 'intl');
}

const internationalContactPhoneSchema = addressFieldsSchema.shape.phone.transform((value, context) => {
  const phone = internationalContactPhone(value);
  if (phone === null) context.addIssue({ code: 'custom', message: 'errors.contactPhoneInternational' });
  return phone ?? value;
});

/** An address as the edition takes it: the Chinese edition keeps the spec's free contact phone. */
export function addressInputSchema(edition: Edition) {
  return edition === 'zh' ? addressFieldsSchema : addressFieldsSchema.extend({ phone: internationalContactPhoneSchema });
}

export const addressSchema = addressFieldsSchema.extend({ id: z.string() });
export type Address = z.infer<typeof addressSchema>;

export const addressIdSchema = z.object({ id: z.string().uuid() });

/**
 * Spec section 3: the Chinese edition joins country, province, city and detail without separators;
 * the international one lists detail, city, province and country, comma-separated.
 */
export function formatAddress(address: Pick<Address, 'countryName' | 'provinceName' | 'cityName' | 'addressDetail'>, edition: Edition): string {
  if (edition === 'zh') return [address.countryName, address.provinceName, address.cityName, address.addressDetail].join('');
  return [address.addressDetail, address.cityName, address.provinceName, address.countryName].filter(Boolean).join(', ');
}

/** One entry of the region tree (root '86' is China). */
export const regionSchema = z.object({ id: z.string(), text: z.string(), pid: z.string() });
export type Region = z.infer<typeof regionSchema>;

export const countrySchema = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;
