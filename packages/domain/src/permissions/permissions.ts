/** A button permission entry as the server lists them for a user (spec section 3): action, type, status. */
export type PermissionEntry = { action: string; type?: string | number; status?: string | number };

/**
 * The permission rule of spec section 6, first reading: an element is shown only when its action is in the user's
 * list, where type '2' entries are ignored and an entry grants with status '0' (an entry without a status grants).
 *
 * The spec's alternate reading, not implemented: allowed if the action is in the user's own list, or in the
 * system-wide list with status '1' and type '1' when the page path starts with the entry's prefix.
 */
export function hasPermission(action: string, entries: readonly PermissionEntry[]): boolean {
  return entries.some((entry) => entry.action === action && String(entry.type ?? '1') !== '2' && String(entry.status ?? '0') === '0');
}

/** A staff member's granted codes as permission entries. */
export function grantedEntries(codes: readonly string[]): PermissionEntry[] {
  return codes.map((action) => ({ action, type: '1', status: '0' }));
}

/** Whether a staff member holding `codes` may do `action`: the same rule as every other permission check. */
export function staffMay(codes: readonly string[], action: string): boolean {
  return hasPermission(action, grantedEntries(codes));
}

/** The staff permission that opens the widget gallery. */
export const GALLERY_PERMISSION = 'system:gallery';

/** The staff permission that opens the server-defined reports. */
export const REPORTS_PERMISSION = 'system:reports';

/** The staff permission that lists scheduled jobs and edits their schedules. */
export const JOBS_PERMISSION = 'jobs:edit';

/**
 * Spec section 6: a table's add and batch-delete buttons are hidden when their code (`<prefix>:add`,
 * `<prefix>:batch_delete`) is in the excluded list configured for the table's permission prefix.
 */
export function tableButtonsShown(prefix: string, excluded: readonly string[]): { add: boolean; batchDelete: boolean } {
  return { add: !excluded.includes(`${prefix}:add`), batchDelete: !excluded.includes(`${prefix}:batch_delete`) };
}
