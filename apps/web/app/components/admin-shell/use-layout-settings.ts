import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS, readJson, storeJson } from '../../lib/browser-storage';
import { DEFAULT_LAYOUT_SETTINGS, type LayoutSettings, effectiveLayoutSettings } from '../../navigation/layout-settings';

/**
 * The layout settings: the defaults on the server and in production; in a development preview the drawer's
 * choices, kept in the browser (read after hydration so the first render matches the server's).
 */
export function useLayoutSettings(enabled: boolean) {
  const [settings, setSettings] = useState<LayoutSettings>(DEFAULT_LAYOUT_SETTINGS);
  useEffect(() => {
    if (enabled) setSettings(effectiveLayoutSettings(readJson(STORAGE_KEYS.layoutSettings)));
  }, [enabled]);
  const change = useCallback((patch: Partial<LayoutSettings>) => {
    setSettings((previous) => {
      const next = effectiveLayoutSettings({ ...previous, ...patch });
      storeJson(STORAGE_KEYS.layoutSettings, next, null);
      return next;
    });
  }, []);
  return { settings, change };
}
