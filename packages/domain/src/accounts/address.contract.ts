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
  /** The district (区/县), the third level of China's region tree; other countries leave it empty. */
  districtName: text(100),
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
 * Names of China's region tree that group districts or counties rather than name a place (Beijing's '市辖区',
 * Chongqing's '县', the counties directly under a province, a city's own '市辖区'): a written address leaves them out.
 */
const CHINA_REGION_GROUPINGS: ReadonlySet<string> = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

/**
 * Spec section 3: the Chinese edition joins country, province, city, district and detail without separators;
 * the international one lists detail, district, city, province and country, comma-separated.
 */
export function formatAddress(
  address: Pick<Address, 'countryName' | 'provinceName' | 'cityName' | 'districtName' | 'addressDetail'>,
  edition: Edition,
): string {
  const place = (name: string) => (CHINA_REGION_GROUPINGS.has(name) ? '' : name);
  const [city, district] = [place(address.cityName), place(address.districtName)];
  if (edition === 'zh') return [address.countryName, address.provinceName, city, district, address.addressDetail].join('');
  return [address.addressDetail, district, city, address.provinceName, address.countryName].filter(Boolean).join(', ');
}

/** The root of China's region tree (spec section 3): its children are the provinces. */
export const CHINA_REGION_ROOT = '86';

/** One entry of the region tree (root '86' is China). */
export const regionSchema = z.object({ id: z.string(), text: z.string(), pid: z.string() });
export type Region = z.infer<typeof regionSchema>;

export const countrySchema = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;
