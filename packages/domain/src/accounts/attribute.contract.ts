import { z } from 'zod';

/** One customer attribute group (spec section 7) and the values a customer may choose in it. */
export const attributeGroupSchema = z.object({
  attributeKey: z.string(),
  name: z.string(),
  items: z.array(z.object({ itemValue: z.string(), itemText: z.string() })),
});
export type AttributeGroup = z.infer<typeof attributeGroupSchema>;

/** A customer's choice in one group. */
export const attributeChoiceSchema = z.object({ attributeKey: z.string(), attribute: z.string() });
export type AttributeChoice = z.infer<typeof attributeChoiceSchema>;

export const attributeChangeSchema = z.object({ attributeKey: z.string().trim().min(1).max(50), attribute: z.string().trim().min(1).max(50) });
