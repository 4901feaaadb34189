/** Spec section 9: names in an upload list are cut to 5 characters, with an ellipsis when something was cut. */
export const UPLOAD_NAME_SHOWN_CHARS = 5;

export function shortFileName(name: string, max = UPLOAD_NAME_SHOWN_CHARS): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : name;
}

export type UploadMoveAction = 'earlier' | 'later';
export type UploadMove<T> = { ok: true; items: T[] } | { ok: false; messageKey: 'uploadAtEnd' | 'uploadUnknownAction' };

/**
 * Spec section 4, multi-image uploads: a picture moves one place earlier or later. The last one cannot move later
 * ('已到最后~'). The spec answers the first one moving earlier with '未知的操作', the same as an action it does not
 * know, and so does this rule: moving earlier from the front is not an operation the list has.
 */
export function moveUploadItem<T>(items: readonly T[], index: number, action: string): UploadMove<T> {
  const target = action === 'earlier' ? index - 1 : action === 'later' ? index + 1 : null;
  if (target === null || index < 0 || index >= items.length) return { ok: false, messageKey: 'uploadUnknownAction' };
  if (target >= items.length) return { ok: false, messageKey: 'uploadAtEnd' };
  if (target < 0) return { ok: false, messageKey: 'uploadUnknownAction' };
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return { ok: true, items: moved };
}
