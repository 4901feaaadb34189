/**
 * The builder's edits as an undo history: every edit pushes what was there before, undo and redo walk it, and a
 * new edit after an undo drops the redone future (as every editor does). The history is capped so a long session
 * on a large plasmid keeps its memory bounded.
 */
export const HISTORY_LIMIT = 100;

export type History<T> = { past: T[]; present: T; future: T[] };

export function historyOf<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

export function applyEdit<T>(history: History<T>, next: T): History<T> {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
