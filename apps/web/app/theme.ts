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

const GOLD_TAG_TEXT = '#874d00';
const CYAN_TAG_TEXT = '#006d75';

/**
 * Tag text at AA on the tag's light background: the order statuses use the info, success, gold and cyan tags, whose
 * antd colours give 2.2:1 to 3.7:1; these are darker shades of the same hues (4.5:1 or more). A preset's text
 * shade is set under both of antd's names, which share one CSS variable.
 */
const READABLE_TAGS = {
  colorInfo: PRIMARY.blue,
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  gold7: GOLD_TAG_TEXT,
  'gold-7': GOLD_TAG_TEXT,
  cyan7: CYAN_TAG_TEXT,
  'cyan-7': CYAN_TAG_TEXT,
};

/** Default blue; the red variant is a deployment choice (THEME=red). */
export function themeFor(theme: keyof typeof PRIMARY): ThemeConfig {
  return {
    token: { colorPrimary: PRIMARY[theme], colorLink: PRIMARY.blue, borderRadius: 4, ...READABLE_GREYS, ...READABLE_ERROR, ...READABLE_TAGS },
    components: {
      Layout: { headerBg: '#ffffff', headerPadding: '0 24px' },
      // A selected row keeps its light highlight under the pointer: antd's darker one leaves its links below 4.5:1.
      Table: { rowSelectedHoverBg: 'var(--ant-color-primary-bg)' },
    },
    cssVar: { key: 'portal' },
    hashed: false,
  };
}
