import type { ThemeConfig } from 'antd';

const PRIMARY = { blue: '#1677ff', red: '#c8161d' } as const;

/** Default blue; the red variant is a deployment choice (THEME=red). */
export function themeFor(theme: keyof typeof PRIMARY): ThemeConfig {
  return {
    token: { colorPrimary: PRIMARY[theme], borderRadius: 4 },
    components: { Layout: { headerBg: '#ffffff', headerPadding: '0 24px' } },
    cssVar: { key: 'portal' },
    hashed: false,
  };
}
