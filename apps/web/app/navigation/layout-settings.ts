import { z } from 'zod';

/**
 * The settings drawer of spec section 2 (a development preview). `topmenu_1` is the mixed mode: top-level
 * entries across the header, the open group's pages in the side menu.
 */
export const NAV_MODES = ['sidemenu', 'topmenu', 'topmenu_1'] as const;
export type NavMode = (typeof NAV_MODES)[number];

/** The preset primary colours offered; null keeps the deployment theme's own colour. */
export const PRIMARY_COLOURS = ['#1677ff', '#f5222d', '#fa541c', '#faad14', '#13c2c2', '#52c41a', '#2f54eb', '#722ed1'] as const;

export const layoutSettingsSchema = z.object({
  menuTheme: z.enum(['dark', 'light']),
  primaryColor: z.enum(PRIMARY_COLOURS).nullable(),
  navMode: z.enum(NAV_MODES),
  contentWidth: z.enum(['Fixed', 'Fluid']),
  fixedHeader: z.boolean(),
  autoHideHeader: z.boolean(),
  fixSiderbar: z.boolean(),
  colorWeak: z.boolean(),
  multiTab: z.boolean(),
});
export type LayoutSettings = z.infer<typeof layoutSettingsSchema>;

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  menuTheme: 'dark',
  primaryColor: null,
  navMode: 'sidemenu',
  contentWidth: 'Fluid',
  fixedHeader: false,
  autoHideHeader: false,
  fixSiderbar: true,
  colorWeak: false,
  multiTab: true,
};

export function isTopMenu(navMode: NavMode): boolean {
  return navMode !== 'sidemenu';
}

/** Which options the drawer offers for the current choice (the others are shown disabled). */
export function layoutOptionsEnabled(settings: LayoutSettings): { contentWidth: boolean; autoHideHeader: boolean; fixSiderbar: boolean } {
  return { contentWidth: isTopMenu(settings.navMode), autoHideHeader: settings.fixedHeader, fixSiderbar: !isTopMenu(settings.navMode) };
}

/**
 * The settings in force: Fixed width only for a top menu, hiding the header on scroll only when it is fixed,
 * a fixed side menu only when there is a side menu. Anything unreadable (an old or edited stored copy) falls back
 * to the defaults.
 */
export function effectiveLayoutSettings(stored: unknown): LayoutSettings {
  const parsed = layoutSettingsSchema.safeParse({ ...DEFAULT_LAYOUT_SETTINGS, ...(typeof stored === 'object' && stored ? stored : {}) });
  const settings = parsed.success ? parsed.data : DEFAULT_LAYOUT_SETTINGS;
  const enabled = layoutOptionsEnabled(settings);
  return {
    ...settings,
    contentWidth: enabled.contentWidth ? settings.contentWidth : 'Fluid',
    autoHideHeader: enabled.autoHideHeader && settings.autoHideHeader,
    fixSiderbar: enabled.fixSiderbar && settings.fixSiderbar,
  };
}

/** Spec section 2: the side menu is 260 px open and 80 px collapsed on desktop. */
export const SIDER_WIDTH_PX = 260;
export const SIDER_COLLAPSED_WIDTH_PX = 80;
