import { addressInputSchema, inquiryDetailsSchema, parcelInputSchema, serviceRequestInputSchema, sharedTranslator } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { schemaField, schemaMaxLength } from '../app/lib/schema-fields';

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
});
