import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.js';

export const newsSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  publishedAt: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsDetailSchema = newsSummarySchema.extend({
  /** Markdown; rendered without raw HTML. */
  body: z.string(),
  previous: newsSummarySchema.nullable(),
  next: newsSummarySchema.nullable(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const newsListQuerySchema = pageQuerySchema.extend({ keyword: z.string().trim().max(100).optional() });
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const newsDetailQuerySchema = z.object({ id: z.string().trim().min(1).max(120), _t: z.string().optional() });

/** FAQ groups in the order the FAQ page shows them; the web names them in its `content` namespace. */
export const FAQ_GROUPS = ['ordering', 'shipping-storage', 'products-quality', 'account-invoices'] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

export const faqEntrySchema = z.object({ id: z.string(), group: z.string(), question: z.string(), answer: z.string() });
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** Pages whose text staff keep (spec section 2 about section, resources and service support). */
export const CONTENT_PAGE_KEYS = ['about', 'introduce', 'contact', 'service-support', 'resource'] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

export const contentPageSchema = z.object({
  key: z.enum(CONTENT_PAGE_KEYS),
  title: z.string(),
  /** Markdown; rendered without raw HTML. */
  body: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** Services a customer can ask for on the CustomServices form (spec section 1 service lines). */
export const CUSTOM_SERVICE_KINDS = [
  'antibody-discovery',
  'affinity-maturation',
  'humanization',
  'hybridoma',
  'antibody-production',
  'elisa',
  'gator',
  'biacore',
  'facs',
  'icief',
  'sequencing',
  'primer-synthesis',
  'plasmid-design',
] as const;
export type CustomServiceKind = (typeof CUSTOM_SERVICE_KINDS)[number];

/** At most as many files as an order row may carry (spec section 5). */
export const MAX_SERVICE_ATTACHMENTS = 10;

export const serviceRequestInputSchema = z.object({
  // A missing choice is named as such (the form's message); any other value is told the kinds there are.
  service: z.enum(CUSTOM_SERVICE_KINDS, { error: (issue) => (issue.input === undefined || issue.input === '' ? 'errors.serviceKindRequired' : undefined) }),
  projectName: z.string().trim().min(1, 'errors.serviceProjectRequired').max(120),
  details: z.string().trim().min(10, 'errors.serviceDetailsTooShort').max(5000),
  /** A calendar day (YYYY-MM-DD) or nothing. */
  targetDate: z.union([z.literal(''), z.iso.date('errors.serviceTargetDateInvalid')]).default(''),
  contactName: z.string().trim().min(1, 'errors.contactRequired').max(60),
  contactEmail: z.string().trim().email('errors.emailInvalid').max(100),
  contactPhone: z.string().trim().max(40).default(''),
  attachmentPaths: z.array(z.string().trim().min(1).max(300)).max(MAX_SERVICE_ATTACHMENTS).default([]),
});
export type ServiceRequestInput = z.input<typeof serviceRequestInputSchema>;

export const serviceRequestSchema = z.object({
  id: z.string(),
  requestNo: z.string(),
  /** One of CUSTOM_SERVICE_KINDS when stored; kept a string so a kind retired later still lists. */
  service: z.string(),
  projectName: z.string(),
  details: z.string(),
  targetDate: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  attachmentPaths: z.array(z.string()),
  createdAt: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;
