import { z } from 'zod';

/** wire-contract.md: a dictionary item as JeecgBoot clients read it; title and label repeat the text. */
export const dictModelSchema = z.object({ value: z.string(), text: z.string(), title: z.string(), label: z.string() });
export type DictModel = z.infer<typeof dictModelSchema>;

export const dictCodeParamsSchema = z.object({ dictCode: z.string().trim().max(200) });

/** loadDict: items whose text or value contains the keyword, at most `pageSize` of them. */
export const dictSearchQuerySchema = z.object({
  keyword: z.string().trim().max(100).default(''),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  _t: z.string().optional(),
});

/** loadDictItem: the texts of the comma-separated values in `key`, in their order. */
export const dictTextQuerySchema = z.object({ key: z.string().max(1000).default(''), _t: z.string().optional() });

export function dictModel(value: string, text: string): DictModel {
  return { value, text, title: text, label: text };
}
