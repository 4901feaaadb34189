import {
  addressInputSchema,
  captchaAnswerSchema,
  inquiryDetailsSchema,
  parcelInputSchema,
  passwordLoginSchema,
  phoneSchema,
  sequenceLineInputSchema,
  serviceRequestInputSchema,
  sharedTranslator,
  usernameSchema,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { fieldMaxLength, fieldRules, schemaField, schemaMaxLength } from '../app/lib/schema-fields';

async function message(field: ReturnType<typeof schemaField>, value: unknown): Promise<string | null> {
  const [rule] = field.rules;
  if (!rule || typeof rule !== 'object' || !rule.validator) throw new Error('no validator');
  try {
    await rule.validator({}, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('form rules from a domain schema', () => {
  it("takes a required field's own message, in the reader's language", async () => {
    const carrier = schemaField(parcelInputSchema, 'carrier', sharedTranslator('zh'));
    expect(carrier.required).toBe(true);
    expect(await message(carrier, undefined)).toBe(await message(schemaField(parcelInputSchema, 'carrier', sharedTranslator('zh')), '   '));
    expect(await message(carrier, '')).toMatch(/[\u4e00-\u9fff]/);
    expect(await message(carrier, 'SF Express')).toBeNull();
  });

  it("takes the schema's limit, and says it where the schema gives no message of its own", async () => {
    const carrier = schemaField(parcelInputSchema, 'carrier', sharedTranslator('en'));
    expect(schemaMaxLength(parcelInputSchema, 'carrier')).toBe(60);
    expect(await message(carrier, 'x'.repeat(60))).toBeNull();
    expect(await message(carrier, 'x'.repeat(61))).toContain('60');
  });

  it('leaves an optional field optional, with its limit', async () => {
    const contents = schemaField(parcelInputSchema, 'contents', sharedTranslator('en'));
    expect(contents.required).toBe(false);
    expect(await message(contents, undefined)).toBeNull();
    expect(schemaMaxLength(parcelInputSchema, 'contents')).toBe(500);
    expect(await message(contents, 'x'.repeat(501))).toBe('This text is too long.');
  });

  it('reads the limit through refinements and transforms (the inquiry details)', () => {
    expect(schemaMaxLength(inquiryDetailsSchema, 'contactPhone')).toBe(40);
    expect(schemaMaxLength(inquiryDetailsSchema, 'poNumber')).toBe(60);
    expect(schemaMaxLength(inquiryDetailsSchema, 'note')).toBe(2000);
    expect(schemaMaxLength(inquiryDetailsSchema, 'cartLineIds')).toBeUndefined();
    // An e-mail that may also be left empty: the longer of the two alternatives.
    expect(schemaMaxLength(addressInputSchema('intl'), 'email')).toBe(100);
  });

  it("names a choice not made yet with the schema's own message rather than the list of values", async () => {
    const service = schemaField(serviceRequestInputSchema, 'service', sharedTranslator('en'));
    expect(service.required).toBe(true);
    expect(await message(service, undefined)).toBe('Please choose a service.');
    expect(await message(service, 'antibody-discovery')).toBeNull();
  });

  it('gives the sign-in forms the messages and limits the server applies', async () => {
    const en = sharedTranslator('en');
    expect(await message(schemaField(passwordLoginSchema, 'username', en), '  ')).toBe('Please enter your username.');
    expect(await message(schemaField(passwordLoginSchema, 'password', en), '')).toBe('Please enter your password.');
    expect(await message(fieldRules(captchaAnswerSchema, en), undefined)).toBe('Please enter the verification code.');
    expect([schemaMaxLength(passwordLoginSchema, 'username'), fieldMaxLength(captchaAnswerSchema)]).toEqual([100, 10]);
  });

  it("checks a new username and a mobile number by the domain's rules, with their limits", async () => {
    const en = sharedTranslator('en');
    const username = fieldRules(usernameSchema, en);
    expect(await message(username, 'ab')).toBe('The username must be 4 to 18 letters, digits or underscores.');
    expect(await message(username, ' lab_user_7 ')).toBeNull();
    expect(fieldMaxLength(usernameSchema)).toBe(18);
    const mobile = fieldRules(phoneSchema('zh'), en);
    expect(await message(mobile, '')).toBe('please enter mobile number!');
    expect(await message(mobile, '12345678901')).toBe('your mobile number format is incorrect!');
    expect(await message(mobile, '13812345678')).toBeNull();
    expect(fieldMaxLength(phoneSchema('zh'))).toBe(45);
  });

  it("gives the protein rows of a sequence order the order schema's limits", () => {
    const limits = ['proteinName', 'expressionHost', 'isotypeTag', 'buffer', 'note'].map((field) => schemaMaxLength(sequenceLineInputSchema, field));
    expect(limits).toEqual([120, 60, 60, 120, 500]);
  });
});
