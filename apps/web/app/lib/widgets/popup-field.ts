/**
 * The popup field of spec section 5: it opens a report's records and copies the chosen record's `orgFields` into the
 * form's `destFields`, pairwise. Field lists are comma-separated, as JeecgBoot forms configure them.
 */
export type PopupFieldConfig = { code?: string; orgFields?: string; destFields?: string };
export type PopupFieldMessage = 'popupConfigMissing' | 'popupConfigMismatch' | 'popupSelectRecord' | 'popupSingleOnly';

export function popupFieldList(fields: string | undefined): string[] {
  return (fields ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
}

/** 'popup参数未正确配置!' without a code or field lists; '…原始值和目标值数量不一致!' when the lists differ in length. */
export function popupConfigProblem(config: PopupFieldConfig): PopupFieldMessage | null {
  const source = popupFieldList(config.orgFields);
  const target = popupFieldList(config.destFields);
  if (!config.code?.trim() || source.length === 0 || target.length === 0) return 'popupConfigMissing';
  return source.length === target.length ? null : 'popupConfigMismatch';
}

/** OK needs a record, and exactly one unless several may be chosen. */
export function popupSelectionProblem(selected: number, multi: boolean): PopupFieldMessage | null {
  if (selected === 0) return 'popupSelectRecord';
  return !multi && selected > 1 ? 'popupSingleOnly' : null;
}

/** The selection after a row is ticked or unticked; a single-choice picker keeps only the latest row. */
export function togglePickedRecord(selected: readonly string[], key: string, multi: boolean): string[] {
  if (selected.includes(key)) return selected.filter((chosen) => chosen !== key);
  return multi ? [...selected, key] : [key];
}

/** The form values the chosen records give: each target gets its source's values, comma-joined for several records. */
export function popupFieldValues(records: ReadonlyArray<Record<string, unknown>>, orgFields: string, destFields: string): Record<string, string> {
  const source = popupFieldList(orgFields);
  const values: Record<string, string> = {};
  popupFieldList(destFields).forEach((target, index) => {
    const field = source[index];
    if (field === undefined) return;
    values[target] = records.map((record) => cellValue(record[field])).join(',');
  });
  return values;
}

function cellValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
