import { createCache, extractStyle } from '@ant-design/cssinjs';
import { createHash } from 'node:crypto';

/**
 * antd's component styles, rendered on the server and sent as one stylesheet instead of inline in every page: the
 * browser keeps it across pages, and pages stay small. The stylesheet also carries antd's record of which styles
 * it holds, so the browser's antd reuses them instead of writing them again.
 *
 * A component's styles are computed once per theme and the theme is fixed per deployment, so one cache serves
 * every request; it only grows, and each growth is a new version of the stylesheet under a new address.
 */
export const styleCache = createCache();

const KEPT_VERSIONS = 50;
const versions = new Map<string, string>();
let current = { entries: -1, hash: '' };

/** The address of the stylesheet holding every style rendered so far. */
export function currentStylesheet(): string {
  if (styleCache.cache.size !== current.entries) {
    const css = extractStyle(styleCache, { plain: true });
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 16);
    current = { entries: styleCache.cache.size, hash };
    versions.delete(hash);
    versions.set(hash, css);
    if (versions.size > KEPT_VERSIONS) versions.delete(versions.keys().next().value as string);
  }
  return `/antd-styles/${current.hash}.css`;
}

/**
 * The stylesheet `hash` names; `exact` false when this process never made it (it restarted since), in which case
 * the newest one stands in for it.
 */
export function stylesheet(hash: string): { css: string; exact: boolean } {
  const css = versions.get(hash);
  if (css !== undefined) return { css, exact: true };
  currentStylesheet();
  return { css: versions.get(current.hash) ?? '', exact: false };
}
