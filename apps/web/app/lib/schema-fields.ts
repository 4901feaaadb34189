import { type SharedTranslator, describeFieldIssue } from '@portal/domain';
import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** A domain schema of an object whose fields a form edits as text. */
export type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/** What a form's Form.Item takes from a schema field: the rule that checks it and whether it is required (the asterisk). */
export type SchemaField = { rules: FormRule[]; required: boolean };

function fieldSchema(schema: ObjectSchema, field: string): z.ZodType {
  const found: unknown = schema.shape[field];
  if (!(found instanceof z.ZodType)) throw new Error(`the schema has no field ${field}`);
  return found;
}

/** A field that is itself an object (a text in the four languages), for the fields inside it. */
export function schemaObject(schema: ObjectSchema, field: string): ObjectSchema {
  const found = fieldSchema(schema, field);
  if (!(found instanceof z.ZodObject)) throw new Error(`the schema's field ${field} is not an object`);
  return found;
}

/**
 * A domain field schema as antd rules: the value is checked by the schema itself, so the form applies exactly the
 * limits and messages the server does (in the reader's language) and no limit is written twice. An empty text
 * field is checked as the empty text the form would send.
 */
export function fieldRules(checked: z.ZodType, text: SharedTranslator): SchemaField {
  return {
    required: !checked.safeParse('').success,
    rules: [
      {
        validator: async (_rule, value: unknown) => {
          const result = checked.safeParse(value ?? '');
          const [issue] = result.error?.issues ?? [];
          if (issue) throw new Error(describeFieldIssue({ ...issue, path: [...issue.path] }, text));
        },
      },
    ],
  };
}

/** One field of a domain object schema as antd rules (`fieldRules`). */
export function schemaField(schema: ObjectSchema, field: string, text: SharedTranslator): SchemaField {
  return fieldRules(fieldSchema(schema, field), text);
}

type Described = { maxLength?: unknown; const?: unknown; anyOf?: Described[] };

/** The longest text a JSON schema allows: its own limit, a constant's length, or the longest of its alternatives when each has one. */
function longestText(described: Described): number | undefined {
  if (typeof described.maxLength === 'number') return described.maxLength;
  if (typeof described.const === 'string') return described.const.length;
  const limits = (described.anyOf ?? []).map(longestText);
  return limits.length > 0 && limits.every((limit) => limit !== undefined) ? Math.max(...limits) : undefined;
}

/** Limits read once per field schema: forms ask on every render, and describing a schema walks all of it. */
const maxLengths = new WeakMap<z.ZodType, number | undefined>();

/** The longest text a field schema accepts, for an input's maxLength; undefined when it sets none. */
export function fieldMaxLength(checked: z.ZodType): number | undefined {
  if (!maxLengths.has(checked)) maxLengths.set(checked, longestText(z.toJSONSchema(checked, { io: 'input', unrepresentable: 'any' }) as Described));
  return maxLengths.get(checked);
}

/** The longest text the schema accepts for a field (`fieldMaxLength`). */
export function schemaMaxLength(schema: ObjectSchema, field: string): number | undefined {
  return fieldMaxLength(fieldSchema(schema, field));
}

/** The shared catalogues' messages as the page has them (its own language only). */
export function usePageTranslator(): SharedTranslator {
  const { t } = useTranslation();
  // The same function while the language stays, so what is derived from it is not derived again on every render.
  return useCallback<SharedTranslator>((namespace, key, params) => t(`${namespace}:${key}`, params ?? {}), [t]);
}

/** `schemaField` in the page's language. */
export function useSchemaFields(schema: ObjectSchema) {
  const text = usePageTranslator();
  return (field: string) => schemaField(schema, field, text);
}

/** `fieldRules` in the page's language. */
export function useFieldRules() {
  const text = usePageTranslator();
  return (checked: z.ZodType) => fieldRules(checked, text);
}
