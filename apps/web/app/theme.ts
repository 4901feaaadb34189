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

/** Default blue; the red variant is a deployment choice (THEME=red). */
export function themeFor(theme: keyof typeof PRIMARY): ThemeConfig {
  return {
    token: { colorPrimary: PRIMARY[theme], colorLink: PRIMARY.blue, borderRadius: 4, ...READABLE_GREYS },
    components: { Layout: { headerBg: '#ffffff', headerPadding: '0 24px' } },
    cssVar: { key: 'portal' },
    hashed: false,
  };
}
