import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const SECRET = 'a-long-enough-signing-secret';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('defaults to the international animal-model portal on port 8080 and the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ mode: 'development', port: 8080, databaseUrl: undefined, dataDir: './data', redisUrl: undefined });
    expect(config.public).toMatchObject({ edition: 'intl', systemType: 3, theme: 'blue', apiBasePath: '/jeecg-boot', homePath: '/abinvivo/Home' });
    expect(config.public.contacts.copyrightYear).toBe('2023');
  });

  it('sends a signed-in visitor home by the system type unless HOME_PATH says otherwise', () => {
    expect(loadConfig({ SYSTEM_TYPE: '1' }).public.homePath).toBe('/dashboard/analysis');
    expect(loadConfig({ SYSTEM_TYPE: '2' }).public.homePath).toBe('/dashboard/HomeView');
    expect(loadConfig({ SYSTEM_TYPE: '3' }).public.homePath).toBe('/abinvivo/Home');
    expect(loadConfig({ SYSTEM_TYPE: '1', HOME_PATH: '/cart/Index' }).public.homePath).toBe('/cart/Index');
  });

  it('reads the deployment settings', () => {
    const config = loadConfig({
      EDITION: 'zh',
      SYSTEM_TYPE: '2',
      THEME: 'red',
      BRAND_NAME: 'Example Bio',
      API_BASE_PATH: '/api',
      EXTRA_PUBLIC_PATH: '/promo',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      DATABASE_URL: 'postgres://u@db:5432/portal',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config.public).toMatchObject({ edition: 'zh', systemType: 2, theme: 'red', apiBasePath: '/api', extraPublicPath: '/promo' });
    expect(config.public.brand.name).toBe('Example Bio');
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.databaseUrl).toBe('postgres://u@db:5432/portal');
  });

  it('names every bad setting with a clear message', () => {
    const problems = problemsOf({ PORT: 'eighty', SYSTEM_TYPE: '4', API_BASE_PATH: 'api/', DATABASE_URL: 'not a url' });
    expect(problems).toHaveLength(4);
    expect(problems.find((p) => p.startsWith('PORT:'))).toBeDefined();
    expect(problems.find((p) => p.startsWith('SYSTEM_TYPE:'))).toBeDefined();
    expect(problems).toContain('API_BASE_PATH: must start with / and not end with /');
    expect(problems.find((p) => p.startsWith('DATABASE_URL:'))).toBeDefined();
  });

  it('refuses production without a signing secret, or with a short one', () => {
    expect(problemsOf({ PORTAL_ENV: 'production' })[0]).toMatch(/^SIGNING_SECRET: required in production/);
    expect(problemsOf({ NODE_ENV: 'production' })[0]).toMatch(/^SIGNING_SECRET: required in production/);
    expect(problemsOf({ PORTAL_ENV: 'production', SIGNING_SECRET: 'short' })).toEqual(['SIGNING_SECRET: must be at least 16 characters']);
    expect(loadConfig({ PORTAL_ENV: 'production', SIGNING_SECRET: SECRET }).mode).toBe('production');
  });

  it('takes the trusted proxies as addresses and CIDR ranges, or a number of proxies, and trusts nobody by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8, ::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses TRUST_PROXY=true, which would believe any client, and anything that is not an address', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })[0]).toMatch(/^TRUST_PROXY: 'true' would believe the X-Forwarded-For of any client; name the proxies/);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33, proxy.internal' })).toEqual([
      "TRUST_PROXY: not an IP address or CIDR range: '10.0.0.0/33', 'proxy.internal'",
    ]);
    expect(problemsOf({ TRUST_PROXY: '0' })).toEqual(['TRUST_PROXY: a number of proxies must be between 1 and 10']);
  });

  it("reads the supplier's legal details for quotations and invoices, left empty by default", () => {
    expect(loadConfig({}).supplier).toEqual({
      legalName: 'Abinvivo Reagent Portal',
      address: 'Building 1, 88 Biotech Road, Suzhou Industrial Park, Jiangsu, China',
      phone: '+86 512 6000 0000',
      email: 'service@abinvivo.example',
      taxId: '',
      bank: { name: '', accountName: 'Abinvivo Reagent Portal', account: '', swift: '' },
      paymentTermsDays: null,
      taxRatePercent: 0,
    });
    const supplier = loadConfig({
      SUPPLIER_LEGAL_NAME: 'Abinvivo Biotechnology (Suzhou) Co., Ltd.',
      SUPPLIER_TAX_ID: '91320594MA1XY2Z30K',
      SUPPLIER_BANK_NAME: 'Bank of China',
      SUPPLIER_BANK_ACCOUNT: 'DE89 3704 0044 0532 0130 00',
      SUPPLIER_BANK_SWIFT: 'BKCHCNBJ95H',
      PAYMENT_TERMS_DAYS: '0',
      TAX_RATE_PERCENT: '8.25',
    }).supplier;
    expect(supplier).toMatchObject({ taxId: '91320594MA1XY2Z30K', paymentTermsDays: 0, taxRatePercent: 8.25 });
    expect(supplier.bank).toEqual({
      name: 'Bank of China',
      accountName: 'Abinvivo Biotechnology (Suzhou) Co., Ltd.',
      account: 'DE89 3704 0044 0532 0130 00',
      swift: 'BKCHCNBJ95H',
    });
  });

  it('refuses supplier settings a document could not print truthfully', () => {
    expect(problemsOf({ TAX_RATE_PERCENT: '13%' })).toEqual(['TAX_RATE_PERCENT: must be a percentage from 0 to 100 with at most two decimals, e.g. 13']);
    expect(problemsOf({ TAX_RATE_PERCENT: '101' })).toEqual(['TAX_RATE_PERCENT: must be a percentage from 0 to 100 with at most two decimals, e.g. 13']);
    expect(problemsOf({ TAX_RATE_PERCENT: '13.125' })).toEqual(['TAX_RATE_PERCENT: must be a percentage from 0 to 100 with at most two decimals, e.g. 13']);
    expect(problemsOf({ PAYMENT_TERMS_DAYS: '366' })).toEqual(['PAYMENT_TERMS_DAYS: must be a whole number of days from 0 to 365']);
    expect(problemsOf({ PAYMENT_TERMS_DAYS: '30 days' })).toEqual(['PAYMENT_TERMS_DAYS: must be a whole number of days from 0 to 365']);
    expect(problemsOf({ SUPPLIER_BANK_SWIFT: 'bkchcnbj', SUPPLIER_TAX_ID: '<script>' })).toEqual([
      'SUPPLIER_TAX_ID: must be 2 to 40 letters, digits, spaces, dots, slashes or hyphens',
      'SUPPLIER_BANK_SWIFT: must be a SWIFT/BIC code of 8 or 11 capital letters and digits, e.g. BKCHCNBJ',
    ]);
    expect(problemsOf({ SUPPLIER_BANK_ACCOUNT: '5371 6620 8899' })).toEqual([
      'SUPPLIER_BANK_NAME: required with SUPPLIER_BANK_ACCOUNT (which bank holds the account)',
    ]);
    expect(problemsOf({ SUPPLIER_BANK_NAME: 'Bank of China' })).toEqual([
      'SUPPLIER_BANK_ACCOUNT: required with the other SUPPLIER_BANK_ settings (the account customers pay into)',
    ]);
  });

  it('makes the server exit non-zero with the message when the configuration is bad', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../src/main.ts'), '--api-only'], {
      env: { PATH: process.env.PATH, PORTAL_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toContain('SIGNING_SECRET: required in production');
  });
});
