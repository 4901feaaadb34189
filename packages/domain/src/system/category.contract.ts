import { z } from 'zod';

/** wire-contract.md tree node; `name` repeats the title for clients that read the category shape of spec section 3. */
export type CategoryNode = {
  key: string;
  title: string;
  name: string;
  value: string;
  code: string;
  leaf: boolean;
  parentId: string;
  children?: CategoryNode[];
};

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    title: z.string(),
    name: z.string(),
    value: z.string(),
    code: z.string(),
    leaf: z.boolean(),
    parentId: z.string(),
    children: z.array(categoryNodeSchema).optional(),
  }),
);

/** The root of the category tree, as JeecgBoot names it. */
export const CATEGORY_ROOT_ID = '0';

/**
 * Spec section 5: a tree select's `condition` must be a JSON string (of an object). Only these fields may be named
 * in it, and only for equality: the condition filters known columns, it never becomes SQL.
 */
export const CATEGORY_CONDITION_FIELDS = ['code'] as const;
