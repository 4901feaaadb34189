import { z } from 'zod';

export const SYSTEM_TYPES = [1, 2, 3] as const;
export type SystemType = (typeof SYSTEM_TYPES)[number];

/** The deployment settings a browser may see; secrets never belong here. */
export const publicConfigSchema = z.object({
  edition: z.enum(['zh', 'intl']),
  systemType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  theme: z.enum(['blue', 'red']),
  brand: z.object({
    name: z.string().min(1),
    shortName: z.string().min(1),
    logo: z.string(),
    logoAlt: z.string(),
  }),
  contacts: z.object({
    email: z.string(),
    orderEmail: z.string(),
    phone: z.string(),
    hotline: z.string(),
    address: z.string(),
    copyrightYear: z.string(),
    filingNumber: z.string(),
    filingLink: z.string(),
    secondFilingNumber: z.string(),
    secondFilingLink: z.string(),
    recordNumber: z.string(),
  }),
  apiBasePath: z.string().regex(/^\/[A-Za-z0-9_\-/]*$/),
  homePath: z.string().startsWith('/'),
  extraPublicPath: z.string(),
  staticDomain: z.string(),
  zhSiteUrl: z.string(),
  intlSiteUrl: z.string(),
  /** Single sign-on: the CAS server the login page offers, '' when none. */
  casServerUrl: z.string(),
  /** The visitor chat widget's script (spec section 4), '' when none; loaded only where the spec allows. */
  chatWidgetUrl: z.string(),
  /** Third-party sign-in buttons: OAuth 2.0 / OpenID Connect providers by key and display name. */
  oauthProviders: z.array(z.object({ key: z.string(), name: z.string() })),
  signingSecret: z.string(),
  /** Spec section 2: the layout settings drawer is a development preview, never offered in production. */
  layoutSettings: z.boolean(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
