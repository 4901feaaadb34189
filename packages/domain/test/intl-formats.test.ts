import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../src/i18n/intl-formats.js';
import { formatPrice } from '../src/catalog/price-format.js';

describe('kept Intl formatters', () => {
  it('give one formatter per locale and options, built once', () => {
    expect(numberFormat('en', { maximumFractionDigits: 2 })).toBe(numberFormat('en', { maximumFractionDigits: 2 }));
    expect(numberFormat('en', { maximumFractionDigits: 2 })).not.toBe(numberFormat('en', { maximumFractionDigits: 1 }));
    expect(numberFormat('en', { maximumFractionDigits: 2 })).not.toBe(numberFormat('zh', { maximumFractionDigits: 2 }));
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }));
  });

  it('format as the locale and options say', () => {
    expect(numberFormat('en', { maximumFractionDigits: 2 }).format(1234.567)).toBe('1,234.57');
    expect(numberFormat('de', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1.234,6');
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-03-05T23:30:00Z'))).toBe('Mar 5, 2026');
    expect(formatPrice(123450, 'USD', 'en')).toBe('$1,234.50');
    expect(formatPrice(123450, 'CNY', 'zh')).toBe('¥1,234.50');
  });
});
