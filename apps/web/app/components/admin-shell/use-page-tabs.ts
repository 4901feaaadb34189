import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useRevalidator } from 'react-router';
import {
  type TabClosable,
  type TabWarning,
  type TabsAction,
  type TabsState,
  closeAround,
  closeTab,
  initialTabs,
  replaceTab,
  visitTab,
} from '../../navigation/tabs';

const sameTabs = (a: TabsState, b: TabsState) => a.active === b.active && a.keys.join('\n') === b.keys.join('\n');
const pathOf = (key: string) => key.split('?')[0] ?? key;

/**
 * The open tabs, keyed by full path, following the router: the location is always the active tab. Closing the
 * active tab navigates to its neighbour; until the router gets there the closed page is not re-added. Each tab
 * also has a stable id (its first key), so a page that rewrites its own query keeps its mounted instance.
 */
export function usePageTabs(options: { homeKey: string; closable: TabClosable; multiTab: boolean; onWarning: (warning: TabWarning) => void }) {
  const { homeKey, closable, multiTab, onWarning } = options;
  const location = useLocation();
  const key = location.pathname + location.search;
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [state, setState] = useState(() => initialTabs(homeKey, key));
  const [generations, setGenerations] = useState<Readonly<Record<string, number>>>({});
  const leaving = useRef<string | null>(null);
  const ids = useRef(new Map<string, string>());

  if (leaving.current !== null && leaving.current !== key) leaving.current = null;
  if (leaving.current === null) {
    // The page shown before is the committed active tab, not a ref written while rendering: React may throw a
    // render away (navigations run in transitions), and a ref moved by it would make an in-place query change
    // look like a visit to a new page, opening a second tab for it.
    const previous = state.active;
    const inPlace = multiTab && navigationType === 'REPLACE' && previous !== key && pathOf(previous) === pathOf(key);
    if (inPlace && !ids.current.has(key)) ids.current.set(key, ids.current.get(previous) ?? previous);
    const restarted = multiTab && !state.keys.includes(homeKey);
    const next = restarted ? initialTabs(homeKey, key) : inPlace ? replaceTab(state, previous, key) : visitTab(state, key, multiTab);
    // Derived while rendering so the new tab shows in the same frame as its page.
    if (!sameTabs(next, state)) setState(next);
  }
  const idOf = (target: string) => ids.current.get(target) ?? target;

  const apply = useCallback(
    (next: TabsState) => {
      setState(next);
      if (next.active !== key) {
        leaving.current = key;
        void navigate(next.active);
      }
    },
    [key, navigate],
  );

  const close = useCallback(
    (target: string) => {
      const change = closeTab({ ...state, active: key }, target, closable);
      if (change.warning) onWarning(change.warning);
      else apply(change.state);
    },
    [state, key, closable, onWarning, apply],
  );

  const command = useCallback(
    (target: string, action: 'refresh' | TabsAction) => {
      if (action === 'refresh') {
        const id = ids.current.get(target) ?? target;
        setGenerations((current) => ({ ...current, [id]: (current[id] ?? 0) + 1 }));
        if (target === key) void revalidator.revalidate();
        else void navigate(target);
        return;
      }
      apply(closeAround({ ...state, active: key }, target, action, closable));
    },
    [state, key, closable, apply, navigate, revalidator],
  );

  return {
    keys: state.keys,
    active: key,
    /** The stable id of a tab, for the page cache. */
    idOf,
    switchTo: (target: string) => void navigate(target),
    close,
    command,
    generation: (id: string) => generations[id] ?? 0,
  };
}
