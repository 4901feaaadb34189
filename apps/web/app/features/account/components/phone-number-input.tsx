import { type PhoneParts, callingCodes, joinPhone, phoneParts } from '@portal/domain';
import { Input, Select, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/account-api';

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The country whose code is chosen until the customer picks one (an address's country); else the browser's region. */
  defaultCountry?: string;
  autoComplete?: string;
  maxLength?: number;
};

/** The browser's region ('en-GB' → GB, 'ja' → JP), known only in the browser, so read after hydration. */
function browserRegion(): string {
  try {
    return new Intl.Locale(navigator.language).maximize().region ?? '';
  } catch {
    return '';
  }
}

/**
 * An international phone number (the international edition): the country code, chosen from every country by name
 * or code, beside the number itself. The value is the whole number ('+44 20 7946 0958'); a number typed with its
 * own '+' stands alone.
 */
export function PhoneNumberInput({ id, value = '', onChange, defaultCountry, autoComplete = 'tel', maxLength }: Props) {
  const { t } = useTranslation('auth');
  const countries = useCountries();
  const [parts, setParts] = useState<PhoneParts>(() => phoneParts(value) ?? { country: '', national: value });
  const emitted = useRef(value);
  // A code the customer picked, or that came with a whole number, is never replaced by a default.
  const picked = useRef(phoneParts(value) !== null);

  const options = useMemo(() => {
    const names = new Map((countries.data ?? []).map((country) => [country.code, country.name]));
    return callingCodes()
      .map(({ country, callingCode }) => ({ value: country, callingCode, label: `${names.get(country) ?? country} +${callingCode}` }))
      .sort((a, b) => (names.has(a.value) === names.has(b.value) ? 0 : names.has(a.value) ? -1 : 1));
  }, [countries.data]);

  const update = (next: PhoneParts) => {
    setParts(next);
    emitted.current = joinPhone(next);
    onChange?.(emitted.current);
  };

  // A value set from outside (a stored number, an address being edited) shows in its parts.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    const whole = phoneParts(value);
    if (whole) picked.current = true;
    setParts((current) => whole ?? { country: current.country, national: value });
  }, [value]);

  // Until the customer picks a code, it follows the given country, else the browser's region.
  useEffect(() => {
    if (picked.current) return;
    const country = defaultCountry || (parts.country ? '' : browserRegion());
    if (!country || country === parts.country) return;
    const next = { ...parts, country };
    setParts(next);
    if (parts.national) {
      emitted.current = joinPhone(next);
      onChange?.(emitted.current);
    }
  }, [defaultCountry, parts, onChange]);

  const callingCode = options.find((option) => option.value === parts.country)?.callingCode;
  return (
    <Space.Compact block>
      <Select
        aria-label={t('countryCode')}
        value={parts.country || undefined}
        placeholder="+"
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={280}
        options={options}
        labelRender={() => (callingCode ? `+${callingCode}` : '+')}
        onChange={(country: string) => {
          picked.current = true;
          update({ ...parts, country });
        }}
        style={{ width: 104, flex: 'none' }}
      />
      <Input
        id={id}
        value={parts.national}
        onChange={(event) => update({ ...parts, national: event.target.value })}
        autoComplete={autoComplete}
        inputMode="tel"
        maxLength={maxLength}
      />
    </Space.Compact>
  );
}
