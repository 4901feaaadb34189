import type { TFunction } from 'i18next';

/** The shape of a schema issue the forms need: where it is and the domain's message key. */
export type SchemaIssue = { path: readonly PropertyKey[]; message: string };

/** A domain message key ('errors.specificationRequired') in the reader's language; any other text as it is. */
export function issueText(t: TFunction, message: string): string {
  return message.startsWith('errors.') ? t(`errors:${message.slice('errors.'.length)}`) : message;
}

/**
 * The schema's issues as antd form errors, first issue per field; `fieldOf` maps an issue path to the form's field
 * name, or null for an issue no field shows (those come back in `other`).
 */
export function formErrors(
  t: TFunction,
  issues: readonly SchemaIssue[],
  fieldOf: (path: readonly PropertyKey[]) => (string | number)[] | null,
): { fields: { name: (string | number)[]; errors: string[] }[]; other: SchemaIssue[] } {
  const fields = new Map<string, { name: (string | number)[]; errors: string[] }>();
  const other: SchemaIssue[] = [];
  for (const issue of issues) {
    const name = fieldOf(issue.path);
    if (!name) {
      other.push(issue);
      continue;
    }
    const key = JSON.stringify(name);
    if (!fields.has(key)) fields.set(key, { name, errors: [issueText(t, issue.message)] });
  }
  return { fields: [...fields.values()], other };
}
