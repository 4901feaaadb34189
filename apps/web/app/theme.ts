import type { ThemeConfig } from 'antd';

// Both primaries keep white text on buttons and menus at WCAG AA contrast (4.5:1 or more).
const PRIMARY = { blue: '#0958d9', red: '#c8161d' } as const;

/** antd's default link blue and greys for secondary text and placeholders fall below AA contrast on white and light grey. */
const READABLE_GREYS = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.56)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
};

/**
 * antd's error red (#ff4d4f) is 3.3:1 on white and 2.9:1 on a selected table row, so error messages and danger
 * links (a cart line's Remove) fall below AA; this red is 5:1 on both, and darkens under the pointer instead of
 * lightening.
 */
const READABLE_ERROR = { colorError: '#cf1322', colorErrorHover: '#a8071a' };

/**
 * A coloured tag writes its text in the palette's 7th shade on the 1st; for these hues that is 2:1 to 4.4:1. Each
 * gets the first darker shade of its own palette that reaches AA (4.5:1 or more) on its pale ground, so every tag
 * (order and parcel statuses alike) stays readable. Blue, geekblue, purple, magenta and red pass as they are.
 */
const READABLE_TAG_TEXT = {
  volcano: '#ad2102',
  orange: '#ad4e00',
  gold: '#874d00',
  yellow: '#876800',
  lime: '#3f6600',
  green: '#237804',
  cyan: '#006d75',
};

/**
 * The status tags (info, success) the same way; a preset's text shade is set under both of antd's names for it,
 * which share one CSS variable.
 */
const READABLE_TAGS = {
  colorInfo: PRIMARY.blue,
  colorSuccess: READABLE_TAG_TEXT.green,
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  ...Object.fromEntries(
    Object.entries(READABLE_TAG_TEXT).flatMap(([hue, text]) => [
      [`${hue}7`, text],
      [`${hue}-7`, text],
    ]),
  ),
};

function themeWith(colorPrimary: string): ThemeConfig {
  return {
    token: { colorPrimary, colorLink: PRIMARY.blue, borderRadius: 4, ...READABLE_GREYS, ...READABLE_ERROR, ...READABLE_TAGS },
    components: {
      Layout: { headerBg: '#ffffff', headerPadding: '0 24px' },
      // A selected row keeps its light highlight under the pointer: antd's darker one leaves its links below 4.5:1.
      Table: { rowSelectedHoverBg: 'var(--ant-color-primary-bg)' },
    },
    cssVar: { key: 'portal' },
    hashed: false,
  };
}

/**
 * One object per theme for the process, so that antd's caches keyed by the theme's objects (its flattened tokens)
 * hold from one server render to the next.
 */
const THEMES: Record<keyof typeof PRIMARY, ThemeConfig> = { blue: themeWith(PRIMARY.blue), red: themeWith(PRIMARY.red) };

/** Default blue; the red variant is a deployment choice (THEME=red). */
export function themeFor(theme: keyof typeof PRIMARY): ThemeConfig {
  return THEMES[theme];
}
