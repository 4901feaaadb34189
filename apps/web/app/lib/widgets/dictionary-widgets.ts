/** Spec section 9: how long the dictionary search and the search-select wait after the last keystroke. */
export const DICT_SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_SELECT_DEBOUNCE_MS = 800;

/** How many items a keyword search asks for. */
export const DICT_SEARCH_PAGE_SIZE = 10;

export type DictWidgetMessage = 'dictCodeEmpty' | 'enterSearchContent' | 'noDataFound';

/** Spec section 8: a dictionary widget without a code cannot load anything. */
export function dictCodeProblem(code: string | undefined): DictWidgetMessage | null {
  return code?.trim() ? null : 'dictCodeEmpty';
}

/** What an empty search dropdown says: ask for a keyword first, then report a search that found nothing. */
export function dictSearchNotice(keyword: string, found: number): DictWidgetMessage | null {
  if (!keyword.trim()) return 'enterSearchContent';
  return found === 0 ? 'noDataFound' : null;
}
