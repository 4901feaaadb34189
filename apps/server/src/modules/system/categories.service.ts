import { CATEGORY_CONDITION_FIELDS, CATEGORY_ROOT_ID, type CategoryNode, type Language } from '@portal/domain';
import { AppError, notFound } from '../../errors.js';
import type { CategoryRow } from './categories.repository.js';
import type { ReferenceData } from './reference-data.js';

type Condition = Partial<Record<(typeof CATEGORY_CONDITION_FIELDS)[number], string>>;

/** Spec section 5: the condition is a JSON string of an object naming allowed fields only. */
export function parseCondition(text: string | undefined): Condition {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError(400, 'treeConditionInvalid');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new AppError(400, 'treeConditionInvalid');
  const condition: Condition = {};
  for (const [field, value] of Object.entries(parsed)) {
    if (!(CATEGORY_CONDITION_FIELDS as readonly string[]).includes(field) || typeof value !== 'string') throw new AppError(400, 'treeConditionInvalid');
    condition[field as keyof Condition] = value;
  }
  return condition;
}

/** The category tree of spec section 7, in the request language. */
export class CategoryTree {
  constructor(
    private readonly rows: CategoryRow[],
    private readonly language: Language,
  ) {}

  static async load(reference: ReferenceData, language: Language): Promise<CategoryTree> {
    return new CategoryTree(await reference.categories.get(), language);
  }

  private node(row: CategoryRow, deep: boolean): CategoryNode {
    const name = row.name[this.language] || row.name.en;
    const children = this.rows.filter((child) => child.parentId === row.id);
    const node: CategoryNode = { key: row.id, title: name, name, value: row.id, code: row.code, leaf: children.length === 0, parentId: row.parentId };
    return deep && children.length > 0 ? { ...node, children: children.map((child) => this.node(child, true)) } : node;
  }

  /** The children of `parentId` ('0' for the roots), one level or the whole subtree. */
  children(parentId: string, options: { deep: boolean; condition?: Condition } = { deep: false }): CategoryNode[] {
    const code = options.condition?.code;
    return this.rows.filter((row) => row.parentId === parentId && (code === undefined || row.code === code)).map((row) => this.node(row, options.deep));
  }

  /** The id of the category with this code; '' or '0' mean the root. An unknown code is a clear error. */
  idOfCode(code: string | undefined): string {
    if (!code || code === CATEGORY_ROOT_ID) return CATEGORY_ROOT_ID;
    const row = this.rows.find((candidate) => candidate.code === code);
    if (!row) throw new AppError(404, 'categoryUnknown', { code: code.slice(0, 50) });
    return row.id;
  }

  one(field: 'id' | 'code', value: string): CategoryNode {
    const row = this.rows.find((candidate) => candidate[field] === value);
    if (!row) throw notFound();
    return this.node(row, false);
  }

  /** The names of the given ids, in their order; unknown ids are left out. */
  names(ids: string[]): string[] {
    return ids.flatMap((id) => {
      const row = this.rows.find((candidate) => candidate.id === id);
      return row ? [row.name[this.language] || row.name.en] : [];
    });
  }
}
