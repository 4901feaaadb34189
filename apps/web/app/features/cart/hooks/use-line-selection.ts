import type { CartLine } from '@portal/domain';
import { useState } from 'react';

/**
 * Which cart lines go into the inquiry: every line unless the customer unticked it, so lines added later (a
 * paste, another tab) are included without a second thought.
 */
export function useLineSelection(lines: readonly CartLine[]) {
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const selectedIds = lines.filter((line) => !unticked.has(line.id)).map((line) => line.id);
  const select = (ids: string[]) => setUnticked(new Set(lines.filter((line) => !ids.includes(line.id)).map((line) => line.id)));
  return { selectedIds, select };
}
