import { join } from 'node:path';
import {
  BANK_ACCOUNT_PATTERN,
  MAX_PAYMENT_TERMS_DAYS,
  SWIFT_CODE_PATTERN,
  type SupplierDetails,
  type SystemType,
  TAX_REGISTRATION_PATTERN,
  isTaxRate,
  publicConfigSchema,
  type PublicConfig,
  rootRedirect,
} from '@portal/domain';
import { z } from 'zod';
import { type TrustedProxies, parseTrustedProxies } from './trusted-proxies.js';

const DEV_SIGNING_SECRET = 'development-only-signing-secret';

/** A setting that may be left empty, and otherwise must pass `valid`. */
const emptyOrValid = (valid: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || valid(value), message);
const emptyOr = (pattern: RegExp, message: string) => emptyOrValid((value) => pattern.test(value), message);

const envSchema = z.object({
  PORTAL_ENV: z.enum(['development', 'production', 'test']).optional(),
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  UPLOAD_DIR: z.string().default(''),
  REDIS_URL: z.string().url().optional(),
  EDITION: z.enum(['zh', 'intl']).default('intl'),
  SYSTEM_TYPE: z
    .enum(['1', '2', '3'])
    .default('3')
    .transform((type) => Number(type) as SystemType),
  THEME: z.enum(['blue', 'red']).default('blue'),
  BRAND_NAME: z.string().min(1).default('Abinvivo Reagent Portal'),
  BRAND_SHORT_NAME: z.string().min(1).default('Abinvivo'),
  BRAND_LOGO: z.string().default('/images/logo.svg'),
  BRAND_LOGO_ALT: z.string().default('/images/logo-protein.svg'),
  CONTACT_EMAIL: z.string().default('service@abinvivo.example'),
  CONTACT_ORDER_EMAIL: z.string().default('order@abinvivo.example'),
  CONTACT_PHONE: z.string().default('+86 512 6000 0000'),
  CONTACT_HOTLINE: z.string().default('400-000-0000'),
  CONTACT_ADDRESS: z.string().default('Building 1, 88 Biotech Road, Suzhou Industrial Park, Jiangsu, China'),
  COPYRIGHT_YEAR: z.string().default('2023'),
  FILING_NUMBER: z.string().default(''),
  FILING_LINK: z.string().default(''),
  SECOND_FILING_NUMBER: z.string().default(''),
  SECOND_FILING_LINK: z.string().default(''),
  RECORD_NUMBER: z.string().default(''),
  SUPPLIER_LEGAL_NAME: z.string().trim().max(200).default(''),
  SUPPLIER_TAX_ID: emptyOr(TAX_REGISTRATION_PATTERN, 'must be 2 to 40 letters, digits, spaces, dots, slashes or hyphens'),
  SUPPLIER_BANK_NAME: z.string().trim().max(200).default(''),
  SUPPLIER_BANK_ACCOUNT_NAME: z.string().trim().max(200).default(''),
  SUPPLIER_BANK_ACCOUNT: emptyOr(BANK_ACCOUNT_PATTERN, 'must be 4 to 40 letters, digits, spaces or hyphens (an account number or IBAN)'),
  SUPPLIER_BANK_SWIFT: emptyOr(SWIFT_CODE_PATTERN, 'must be a SWIFT/BIC code of 8 or 11 capital letters and digits, e.g. BKCHCNBJ'),
  PAYMENT_TERMS_DAYS: emptyOrValid(
    (days) => /^\d{1,3}$/.test(days) && Number(days) <= MAX_PAYMENT_TERMS_DAYS,
    `must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`,
  ),
  TAX_RATE_PERCENT: emptyOrValid(
    (rate) => /^\d{1,3}(\.\d{1,2})?$/.test(rate) && isTaxRate(Number(rate)),
    'must be a percentage from 0 to 100 with at most two decimals, e.g. 13',
  ),
  API_BASE_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9_\-/]*[A-Za-z0-9_-]$/, 'must start with / and not end with /')
    .default('/jeecg-boot'),
  HOME_PATH: z.string().startsWith('/').optional(),
  EXTRA_PUBLIC_PATH: z.string().default(''),
  STATIC_DOMAIN: z.string().default(''),
  ZH_SITE_URL: z.union([z.literal(''), z.string().url()]).default(''),
  INTL_SITE_URL: z.union([z.literal(''), z.string().url()]).default(''),
  SIGNING_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  CORS_ORIGINS: z.string().default(''),
  OAUTH_PROVIDERS: z
    .string()
    .default('[]')
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON list of providers' });
        return z.NEVER;
      }
    })
    .pipe(
      z.array(
        z.object({
          key: z.string().regex(/^[a-z0-9_-]{1,32}$/),
          name: z.string().min(1),
          authorizeUrl: z.string().url(),
          tokenUrl: z.string().url(),
          userinfoUrl: z.string().url(),
          clientId: z.string().min(1),
          clientSecret: z.string().min(1),
          scope: z.string().default('openid profile email'),
        }),
      ),
    ),
  CAS_SERVER_URL: z.union([z.literal(''), z.string().url()]).default(''),
  CHAT_WIDGET_URL: z.union([z.literal(''), z.string().url()]).default(''),
  SMS_GATEWAY_URL: z.union([z.literal(''), z.string().url()]).default(''),
  SMS_GATEWAY_TOKEN: z.string().default(''),
  SMTP_URL: z.union([z.literal(''), z.string().url()]).default(''),
  MAIL_FROM: z.string().default('Abinvivo <no-reply@abinvivo.example>'),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((text, context) => {
      const parsed = parseTrustedProxies(text);
      if ('proxies' in parsed) return parsed.proxies;
      context.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  RUN_JOBS: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** The first webhook retry's wait (each further one three times longer) and how often due deliveries are looked for. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5_000),
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).default(2_000),
});

export type ServerConfig = {
  mode: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where uploaded files live; only this server writes there. */
  uploadDir: string;
  /** Whether this instance runs the scheduled jobs (any number may: each occurrence is claimed once). */
  runJobs: boolean;
  redisUrl: string | undefined;
  corsOrigins: string[];
  trustProxy: TrustedProxies;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  rateLimit: { max: number; windowMs: number };
  casServerUrl: string | undefined;
  oauthProviders: z.infer<typeof envSchema>['OAUTH_PROVIDERS'];
  messaging: { smsGatewayUrl: string | undefined; smsGatewayToken: string | undefined; smtpUrl: string | undefined; mailFrom: string };
  webhooks: { retryBaseMs: number; pollMs: number };
  /** What quotations and invoices print about the supplier; never sent to browsers. */
  supplier: SupplierDetails;
  public: PublicConfig;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  // PORTAL_ENV names the deployment's posture; a bare NODE_ENV=production still counts as production so a
  // deployment that only sets the usual variable can never run with development secrets.
  const mode = e.PORTAL_ENV ?? (e.NODE_ENV === 'production' ? 'production' : 'development');
  if (mode === 'production' && !e.SIGNING_SECRET) {
    throw new ConfigError(['SIGNING_SECRET: required in production (at least 16 characters, never the example value)']);
  }
  const bankProblems = [
    ...(e.SUPPLIER_BANK_ACCOUNT && !e.SUPPLIER_BANK_NAME ? ['SUPPLIER_BANK_NAME: required with SUPPLIER_BANK_ACCOUNT (which bank holds the account)'] : []),
    ...((e.SUPPLIER_BANK_NAME || e.SUPPLIER_BANK_SWIFT || e.SUPPLIER_BANK_ACCOUNT_NAME) && !e.SUPPLIER_BANK_ACCOUNT
      ? ['SUPPLIER_BANK_ACCOUNT: required with the other SUPPLIER_BANK_ settings (the account customers pay into)']
      : []),
  ];
  if (bankProblems.length > 0) throw new ConfigError(bankProblems);
  const publicConfig = publicConfigSchema.parse({
    edition: e.EDITION,
    systemType: e.SYSTEM_TYPE,
    theme: e.THEME,
    brand: { name: e.BRAND_NAME, shortName: e.BRAND_SHORT_NAME, logo: e.BRAND_LOGO, logoAlt: e.BRAND_LOGO_ALT },
    contacts: {
      email: e.CONTACT_EMAIL,
      orderEmail: e.CONTACT_ORDER_EMAIL,
      phone: e.CONTACT_PHONE,
      hotline: e.CONTACT_HOTLINE,
      address: e.CONTACT_ADDRESS,
      copyrightYear: e.COPYRIGHT_YEAR,
      filingNumber: e.FILING_NUMBER,
      filingLink: e.FILING_LINK,
      secondFilingNumber: e.SECOND_FILING_NUMBER,
      secondFilingLink: e.SECOND_FILING_LINK,
      recordNumber: e.RECORD_NUMBER,
    },
    apiBasePath: e.API_BASE_PATH,
    // Unset, a signed-in visitor goes where the root path leads for the system type.
    homePath: e.HOME_PATH ?? rootRedirect(e.SYSTEM_TYPE),
    extraPublicPath: e.EXTRA_PUBLIC_PATH,
    staticDomain: e.STATIC_DOMAIN,
    zhSiteUrl: e.ZH_SITE_URL,
    intlSiteUrl: e.INTL_SITE_URL,
    casServerUrl: e.CAS_SERVER_URL,
    chatWidgetUrl: e.CHAT_WIDGET_URL,
    oauthProviders: e.OAUTH_PROVIDERS.map(({ key, name }) => ({ key, name })),
    // The browser must hold this secret to sign calls, so it is public by nature (wire-contract.md).
    signingSecret: e.SIGNING_SECRET ?? DEV_SIGNING_SECRET,
    layoutSettings: mode !== 'production',
  });
  return {
    mode,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    uploadDir: e.UPLOAD_DIR || join(e.DATA_DIR, 'uploads'),
    runJobs: e.RUN_JOBS === 'true',
    redisUrl: e.REDIS_URL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    casServerUrl: e.CAS_SERVER_URL || undefined,
    oauthProviders: e.OAUTH_PROVIDERS,
    messaging: {
      smsGatewayUrl: e.SMS_GATEWAY_URL || undefined,
      smsGatewayToken: e.SMS_GATEWAY_TOKEN || undefined,
      smtpUrl: e.SMTP_URL || undefined,
      mailFrom: e.MAIL_FROM,
    },
    webhooks: { retryBaseMs: e.WEBHOOK_RETRY_BASE_MS, pollMs: e.WEBHOOK_POLL_MS },
    supplier: {
      legalName: e.SUPPLIER_LEGAL_NAME || e.BRAND_NAME,
      address: e.CONTACT_ADDRESS,
      phone: e.CONTACT_PHONE,
      email: e.CONTACT_EMAIL,
      taxId: e.SUPPLIER_TAX_ID,
      bank: {
        name: e.SUPPLIER_BANK_NAME,
        accountName: e.SUPPLIER_BANK_ACCOUNT_NAME || e.SUPPLIER_LEGAL_NAME || e.BRAND_NAME,
        account: e.SUPPLIER_BANK_ACCOUNT,
        swift: e.SUPPLIER_BANK_SWIFT,
      },
      paymentTermsDays: e.PAYMENT_TERMS_DAYS === '' ? null : Number(e.PAYMENT_TERMS_DAYS),
      taxRatePercent: e.TAX_RATE_PERCENT === '' ? 0 : Number(e.TAX_RATE_PERCENT),
    },
    public: publicConfig,
  };
}
