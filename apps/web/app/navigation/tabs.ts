/**
 * The multi-tab layout of spec section 2: each opened page is a tab keyed by its full path (path and query);
 * the home tab always leads and cannot close. Pure functions over the tab list so the rules are tested alone.
 */
export type TabsState = { keys: string[]; active: string };

export type TabWarning = 'homeNotClosable' | 'lastTabNotClosable';

export type TabsChange = { state: TabsState; warning?: TabWarning };

export type TabsAction = 'closeLeft' | 'closeRight' | 'closeOthers';

/** The first tab list: home, then the page the visitor arrived on when it is another one. */
export function initialTabs(homeKey: string, currentKey: string): TabsState {
  return { keys: currentKey === homeKey ? [homeKey] : [homeKey, currentKey], active: currentKey };
}

/**
 * Visiting a page: with multi-tab on, a new key adds a tab after the others and a known one is switched to;
 * with multi-tab off only the current page is kept.
 */
export function visitTab(state: TabsState, key: string, multiTab: boolean): TabsState {
  if (!multiTab) return { keys: [key], active: key };
  return { keys: state.keys.includes(key) ? state.keys : [...state.keys, key], active: key };
}

/** Whether a tab's page may be closed (route meta `closable`; the home page's is false). */
export type TabClosable = (key: string) => boolean;

/** Closing one tab; a page that is not closable (home) and the only tab refuse. Closing the active tab activates its right neighbour, else the left. */
export function closeTab(state: TabsState, key: string, closable: TabClosable): TabsChange {
  if (!closable(key)) return { state, warning: 'homeNotClosable' };
  if (state.keys.length === 1) return { state, warning: 'lastTabNotClosable' };
  const index = state.keys.indexOf(key);
  if (index < 0) return { state };
  const keys = state.keys.filter((candidate) => candidate !== key);
  const active = state.active === key ? (keys[index] ?? keys[index - 1] ?? state.active) : state.active;
  return { state: { keys, active } };
}

/**
 * The context menu's close actions around `key`: close left, close right, close others. A tab that is not closable
 * (home) is never closed by them; when the active tab goes, `key` becomes active.
 */
export function closeAround(state: TabsState, key: string, action: TabsAction, closable: TabClosable): TabsState {
  const index = state.keys.indexOf(key);
  if (index < 0) return state;
  const keeps = (candidate: string, at: number): boolean => {
    if (!closable(candidate) || candidate === key) return true;
    if (action === 'closeLeft') return at > index;
    if (action === 'closeRight') return at < index;
    return false;
  };
  const keys = state.keys.filter(keeps);
  return { keys, active: keys.includes(state.active) ? state.active : key };
}

/**
 * A page changing its own query in place (a replace navigation on the same path) stays the same tab under its
 * new full path, instead of opening a tab per query change.
 */
export function replaceTab(state: TabsState, from: string, to: string): TabsState {
  if (from === to || !state.keys.includes(from)) return visitTab(state, to, true);
  const keys = state.keys.includes(to) ? state.keys.filter((key) => key !== from) : state.keys.map((key) => (key === from ? to : key));
  return { keys, active: to };
}
