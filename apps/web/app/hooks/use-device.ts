import { useSyncExternalStore } from 'react';
import { type DeviceClass, MOBILE_BREAKPOINT_PX, SMALL_BREAKPOINT_PX, deviceClass } from '../lib/device';

const QUERIES = [`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, `(max-width: ${SMALL_BREAKPOINT_PX - 1}px)`];

function subscribe(onChange: () => void) {
  const lists = QUERIES.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** Desktop on the server; the real class after hydration, following resizes. */
export function useDevice(): DeviceClass {
  return useSyncExternalStore(
    subscribe,
    () => deviceClass(window.innerWidth),
    () => 'desktop',
  );
}
