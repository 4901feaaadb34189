import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_SETTINGS, effectiveLayoutSettings, layoutOptionsEnabled } from '../app/navigation/layout-settings';
import { closeAround, closeTab, initialTabs, replaceTab, visitTab } from '../app/navigation/tabs';

const HOME = '/dashboard/analysis';
const closable = (key: string) => key !== HOME;

describe('the multi-tab rules', () => {
  it('starts with home, then the page visited', () => {
    expect(initialTabs(HOME, HOME)).toEqual({ keys: [HOME], active: HOME });
    expect(initialTabs(HOME, '/cart/Index')).toEqual({ keys: [HOME, '/cart/Index'], active: '/cart/Index' });
  });

  it('adds a tab for a new full path, switches to a known one, and keeps only the current page with multi-tab off', () => {
    let state = initialTabs(HOME, HOME);
    state = visitTab(state, '/myOrder/Index?status=1', true);
    state = visitTab(state, '/myOrder/Index?status=2', true);
    expect(state.keys).toEqual([HOME, '/myOrder/Index?status=1', '/myOrder/Index?status=2']);
    state = visitTab(state, '/myOrder/Index?status=1', true);
    expect(state).toEqual({ keys: [HOME, '/myOrder/Index?status=1', '/myOrder/Index?status=2'], active: '/myOrder/Index?status=1' });
    expect(visitTab(state, '/cart/Index', false)).toEqual({ keys: ['/cart/Index'], active: '/cart/Index' });
  });

  it('refuses to close home and the last tab, with the spec messages', () => {
    const state = { keys: [HOME, '/a'], active: '/a' };
    expect(closeTab(state, HOME, closable)).toEqual({ state, warning: 'homeNotClosable' });
    const alone = { keys: ['/a'], active: '/a' };
    expect(closeTab(alone, '/a', closable)).toEqual({ state: alone, warning: 'lastTabNotClosable' });
  });

  it('closing the active tab activates its right neighbour, else its left one', () => {
    const state = { keys: [HOME, '/a', '/b', '/c'], active: '/b' };
    expect(closeTab(state, '/b', closable).state).toEqual({ keys: [HOME, '/a', '/c'], active: '/c' });
    expect(closeTab({ ...state, active: '/c' }, '/c', closable).state).toEqual({ keys: [HOME, '/a', '/b'], active: '/b' });
    expect(closeTab(state, '/a', closable).state).toEqual({ keys: [HOME, '/b', '/c'], active: '/b' });
    expect(closeTab(state, '/unknown', closable).state).toBe(state);
  });

  it('closes left, right and others around a tab, never home', () => {
    const state = { keys: [HOME, '/a', '/b', '/c', '/d'], active: '/a' };
    expect(closeAround(state, '/c', 'closeLeft', closable)).toEqual({ keys: [HOME, '/c', '/d'], active: '/c' });
    expect(closeAround(state, '/b', 'closeRight', closable)).toEqual({ keys: [HOME, '/a', '/b'], active: '/a' });
    expect(closeAround(state, '/c', 'closeOthers', closable)).toEqual({ keys: [HOME, '/c'], active: '/c' });
    expect(closeAround(state, HOME, 'closeOthers', closable)).toEqual({ keys: [HOME], active: HOME });
  });
});

describe('the layout settings constraints', () => {
  it('allows Fixed width only with a top menu, hiding the header only when fixed, a fixed side menu only with a side menu', () => {
    expect(effectiveLayoutSettings({ navMode: 'sidemenu', contentWidth: 'Fixed' }).contentWidth).toBe('Fluid');
    expect(effectiveLayoutSettings({ navMode: 'topmenu', contentWidth: 'Fixed' }).contentWidth).toBe('Fixed');
    expect(effectiveLayoutSettings({ fixedHeader: false, autoHideHeader: true }).autoHideHeader).toBe(false);
    expect(effectiveLayoutSettings({ fixedHeader: true, autoHideHeader: true }).autoHideHeader).toBe(true);
    expect(effectiveLayoutSettings({ navMode: 'topmenu_1', fixSiderbar: true }).fixSiderbar).toBe(false);
    expect(layoutOptionsEnabled({ ...DEFAULT_LAYOUT_SETTINGS, navMode: 'topmenu' })).toEqual({ contentWidth: true, autoHideHeader: false, fixSiderbar: false });
  });

  it('falls back to the defaults for anything unreadable', () => {
    expect(effectiveLayoutSettings('nonsense')).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(effectiveLayoutSettings({ navMode: 'sideways' })).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(effectiveLayoutSettings({ multiTab: false }).multiTab).toBe(false);
  });
});

describe('a page changing its own query', () => {
  it('keeps its tab under the new full path', () => {
    const state = { keys: [HOME, '/a?tab=1', '/b'], active: '/a?tab=1' };
    expect(replaceTab(state, '/a?tab=1', '/a?tab=2')).toEqual({ keys: [HOME, '/a?tab=2', '/b'], active: '/a?tab=2' });
    expect(replaceTab({ keys: [HOME, '/a?tab=1', '/a?tab=2'], active: '/a?tab=1' }, '/a?tab=1', '/a?tab=2')).toEqual({
      keys: [HOME, '/a?tab=2'],
      active: '/a?tab=2',
    });
    expect(replaceTab(state, '/gone', '/c')).toEqual({ keys: [HOME, '/a?tab=1', '/b', '/c'], active: '/c' });
  });
});
