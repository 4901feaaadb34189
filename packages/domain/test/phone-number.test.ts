import { describe, expect, it } from 'vitest';
import { addressInputSchema, canonicalPhone, internationalPhone, joinPhone, phoneParts, registrationSchema, smsRequestSchema } from '../src/index.js';

describe('phone numbers by edition', () => {
  it.each([
    ['13912345678', '13912345678', '13912345678'],
    [' 13912345678 ', '13912345678', '13912345678'],
    ['+86 139 1234 5678', null, '13912345678'],
    ['+44 20 7946 0958', null, '+442079460958'],
    ['+1 (617) 555-0100', null, '+16175550100'],
    ['+86 21 1234 5678', null, '+862112345678'],
    ['020 7946 0958', null, null],
    ['12912345678', null, null],
    ['+44 20 79', null, null],
    ['call me', null, null],
  ])('%j is %j in the Chinese edition and %j in the international one', (typed, zh, intl) => {
    expect(canonicalPhone(typed, 'zh')).toBe(zh);
    expect(canonicalPhone(typed, 'intl')).toBe(intl);
  });

  it('joins a chosen country code and a national number, and splits a kept number back', () => {
    expect(joinPhone({ country: 'GB', national: '020 7946 0958' })).toBe('+44 020 7946 0958');
    expect(canonicalPhone(joinPhone({ country: 'GB', national: '020 7946 0958' }), 'intl')).toBe('+442079460958');
    expect(joinPhone({ country: 'GB', national: '+1 617 555 0100' })).toBe('+1 617 555 0100');
    expect(joinPhone({ country: 'US', national: 'NA' })).toBe('NA');
    expect(phoneParts('+442079460958')).toEqual({ country: 'GB', national: '2079460958' });
    expect(phoneParts('13912345678')).toEqual({ country: 'CN', national: '13912345678' });
    expect(phoneParts('NA')).toBeNull();
    expect(phoneParts('+86 138 1234 5678')).toEqual({ country: 'CN', national: '13812345678' });
    expect(internationalPhone('13812345678', 'intl')).toBe('+86 138 1234 5678');
  });

  it('answers with the spec’s mobile messages in the Chinese edition and asks for the country code in the other', () => {
    const zh = smsRequestSchema('zh').safeParse({ mobile: '+442079460958', smsmode: '0' });
    expect(zh.error?.issues[0]?.message).toBe('errors.mobileInvalid');
    const intl = smsRequestSchema('intl').safeParse({ mobile: '020 7946 0958', smsmode: 0 });
    expect(intl.error?.issues[0]?.message).toBe('errors.phoneInvalid');
    expect(smsRequestSchema('intl').parse({ mobile: '+44 20 7946 0958', smsmode: '1' })).toEqual({ mobile: '+442079460958', smsmode: 'register' });
  });

  it('registers by e-mail alone in the international edition; the Chinese edition requires the mobile', () => {
    const byEmail = { username: 'lab_user', password: 'abcd12345', email: 'Ana@Lab.example', smscode: '123456', agreement: true };
    expect(registrationSchema('intl').parse(byEmail)).toMatchObject({ kind: 'email', email: 'ana@lab.example' });
    expect(
      registrationSchema('zh')
        .safeParse(byEmail)
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['errors.mobileRequired']);
    expect(registrationSchema('intl').parse({ ...byEmail, mobile: '+86 139 1234 5678', email: '' })).toMatchObject({ kind: 'mobile', mobile: '13912345678' });
  });

  it('keeps an address’s contact phone with its country code in the international edition, free in the Chinese one', () => {
    const address = { contact: 'Ana', countryName: 'Spain', addressDetail: 'Calle 1' };
    expect(addressInputSchema('intl').parse({ ...address, phone: '+34912345678' }).phone).toBe('+34 912 34 56 78');
    expect(addressInputSchema('intl').parse({ ...address, phone: 'na' }).phone).toBe('NA');
    expect(addressInputSchema('intl').safeParse({ ...address, phone: '912 345 678' }).error?.issues[0]?.message).toBe('errors.contactPhoneInternational');
    expect(addressInputSchema('zh').parse({ ...address, phone: '0512-6666 8888' }).phone).toBe('0512-6666 8888');
  });
});
