import { Activity, type ContextType, type ReactNode, memo, useContext, useRef } from 'react';
import { UNSAFE_DataRouterStateContext, UNSAFE_LocationContext, useOutlet } from 'react-router';

type RouterState = ContextType<typeof UNSAFE_DataRouterStateContext>;
type LocationState = ContextType<typeof UNSAFE_LocationContext>;
type Entry = { element: ReactNode; location: LocationState; routerState: RouterState };

/**
 * A page as it was when last shown: its own location and router state, so a page kept alive in the background
 * neither sees nor reacts to the other tab's route (its loader data stays readable).
 */
const PageFrame = memo(function PageFrame({ entry }: { entry: Entry }) {
  return (
    <UNSAFE_LocationContext.Provider value={entry.location}>
      <UNSAFE_DataRouterStateContext.Provider value={entry.routerState}>{entry.element}</UNSAFE_DataRouterStateContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
});

/**
 * The router outlet of the multi-tab layout (spec section 2): the active tab's page is live; pages whose route
 * asks to be kept alive stay mounted but hidden while their tab is open, so their state survives switching
 * tabs. Pages are cached by tab id (a tab's first full path); `generation` remounts a page (the tab menu's refresh).
 */
export function KeepAliveOutlet(props: {
  activeId: string;
  openIds: readonly string[];
  keepAlive: (id: string) => boolean;
  generation: (id: string) => number;
}) {
  const element = useOutlet();
  const location = useContext(UNSAFE_LocationContext);
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const cache = useRef(new Map<string, Entry>());

  const entries = cache.current;
  const current = entries.get(props.activeId);
  if (!current || current.element !== element || current.location !== location || current.routerState !== routerState) {
    entries.set(props.activeId, { element, location, routerState });
  }
  for (const key of [...entries.keys()]) {
    if (key !== props.activeId && (!props.openIds.includes(key) || !props.keepAlive(key))) entries.delete(key);
  }

  return [...entries.entries()].map(([key, entry]) => (
    <Activity key={`${key}#${props.generation(key)}`} mode={key === props.activeId ? 'visible' : 'hidden'}>
      <PageFrame entry={entry} />
    </Activity>
  ));
}
