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

type FieldPath = (string | number)[];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** The form fields an `onValuesChange` change names: nested groups (`lines.<id>.projectName`) are followed to the field. */
export function changedFields(changed: Record<string, unknown>, prefix: FieldPath = []): FieldPath[] {
  return Object.entries(changed).flatMap(([key, value]) => (isPlainObject(value) ? changedFields(value, [...prefix, key]) : [[...prefix, key]]));
}

/**
 * Clears the errors of the fields the user just changed. Errors set from a schema check (`formErrors`) belong to the
 * value that was checked; antd keeps them until told otherwise, so a filled field would still say it is empty.
 */
export function clearChangedErrors(form: { setFields: (fields: { name: FieldPath; errors: string[] }[]) => void }, changed: Record<string, unknown>): void {
  form.setFields(changedFields(changed).map((name) => ({ name, errors: [] })));
}
