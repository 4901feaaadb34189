/**
 * Spec section 5: a tree select's `condition` must be a JSON string of an object; empty means no condition.
 * Anything else is a configuration mistake the widget reports instead of loading.
 */
export type TreeCondition = { ok: true; condition: Record<string, unknown> } | { ok: false; messageKey: 'treeConditionInvalid' };

export function parseTreeCondition(condition: unknown): TreeCondition {
  if (condition === undefined || condition === null || condition === '') return { ok: true, condition: {} };
  if (typeof condition !== 'string') return { ok: false, messageKey: 'treeConditionInvalid' };
  try {
    const parsed: unknown = JSON.parse(condition);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return { ok: true, condition: parsed as Record<string, unknown> };
  } catch {
    // Falls through to the same answer as a JSON value that is not an object.
  }
  return { ok: false, messageKey: 'treeConditionInvalid' };
}
