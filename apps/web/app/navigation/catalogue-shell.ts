import { CATALOGUE_LINES, type CatalogueHeader, type Edition, type Language, SEARCH_MIN_LENGTH, type SystemType, patternToRegex } from '@portal/domain';
import { PLASMID_SHOP_PAGES } from './plasmid-shop';

/** Spec section 9: the catalogue menu bar is pinned once the window has scrolled more than this. */
export const FIXED_MENU_SCROLL_PX = 200;
/** Spec section 9: header B's search drawer height. */
export const SEARCH_DRAWER_HEIGHT_PX = 180;

const matcher = (patterns: readonly string[]) => {
  const regexes = patterns.map(patternToRegex);
  return (pathname: string) => regexes.some((regex) => regex.test(pathname));
};

const lineRoutes = (header: CatalogueHeader) => CATALOGUE_LINES.filter((entry) => entry.header === header).map((entry) => entry.route);
/** The product pages of the protein and cell-line lines, and route Search1 (`*-Search`). */
const HEADER_B_PAGES = ['/RecombinantProtein-new', '/bio-detailCommon', '/*-product/bio-detail', '/*-product/bio-detailCommon', '/*-Search'];

/** Spec section 2: the protein and cell-line pages (route meta showBar) wear header B. */
const HEADER_B_PATTERNS = [...lineRoutes('B'), ...HEADER_B_PAGES];
const isHeaderBPath = matcher(HEADER_B_PATTERNS);
const isPlasmidShopPath = matcher(PLASMID_SHOP_PAGES);

/**
 * The header a catalogue page wears: the plasmid header on the plasmid shop's own pages and, in the plasmid shop
 * (system type 2), on every catalogue page; elsewhere header B on the protein and cell-line pages, else header A.
 */
export function catalogueHeaderFor(input: { pathname: string; systemType: SystemType }): CatalogueHeader {
  if (input.systemType === 2 || isPlasmidShopPath(input.pathname)) return 'P';
  return isHeaderBPath(input.pathname) ? 'B' : 'A';
}

/** Spec section 4: the cell-line theme is on exactly where header B is shown. */
export function cellLineThemeOn(input: { pathname: string; systemType: SystemType }): boolean {
  return catalogueHeaderFor(input) === 'B';
}

export function menuFixed(scrollY: number): boolean {
  return scrollY > FIXED_MENU_SCROLL_PX;
}

/** Spec section 5: the header search needs at least three characters once trimmed. */
export function searchTextValid(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_LENGTH;
}

/** Route Search of spec section 2; the spec's query names (`seachValue` included) are kept. */
export function catalogueSearchPath(input: { categoryId: number; text: string; now: number }): string {
  const query = new URLSearchParams({ categoryId: String(input.categoryId), seachValue: input.text.trim(), timestamp: String(input.now) });
  return `/Search?${query.toString()}`;
}

/**
 * Route Search1 (`/{product}-Search`) for header B's drawer: the cell-line search from a cell-line page,
 * the recombinant-protein search everywhere else.
 */
export function lineSearchRoute(pathname: string): string {
  return /^\/CellLine/i.test(pathname) ? '/CellLine-Search' : '/RecombinantProtein-Search';
}

export function lineSearchPath(input: { pathname: string; text: string; now: number }): string {
  const query = new URLSearchParams({ seachValue: input.text.trim(), timestamp: String(input.now) });
  return `${lineSearchRoute(input.pathname)}?${query.toString()}`;
}

/** Spec section 2: the ordering-system instruction PDF, Chinese for Chinese readers, else English. */
export function orderingInstructionPdf(language: Language): string {
  return language === 'zh' ? '/files/Abinvivo_zh.pdf' : '/files/AbinvivoOrderSystemOperatingInstruction.pdf';
}

/** The corporate site behind header B's external links: the Chinese site for Chinese readers, else the international one. */
export function corporateSiteUrl(input: { language: Language; zhSiteUrl: string; intlSiteUrl: string }): string {
  return (input.language === 'zh' ? input.zhSiteUrl : input.intlSiteUrl).replace(/\/+$/, '');
}

/** The public catalogue routes of system type 3 (spec section 2) on which the visitor chat widget may load. */
const CHAT_WIDGET_PATTERNS = [
  '/abinvivo/Home',
  ...lineRoutes('A'),
  ...HEADER_B_PATTERNS,
  '/product/detailCommon',
  '/product/detail',
  '/Search',
  '/Resource',
  '/about',
  '/News',
  '/NewsDetails',
  '/FAQ',
  '/ContactUs',
  '/Introduce',
];
const isChatWidgetPath = matcher(CHAT_WIDGET_PATTERNS);

/** Spec section 4: the chat widget loads only on those routes, in the Chinese edition, for system type 3, when configured. */
export function chatWidgetAllowed(input: { pathname: string; edition: Edition; systemType: SystemType; chatWidgetUrl: string }): boolean {
  return input.chatWidgetUrl !== '' && input.edition === 'zh' && input.systemType === 3 && isChatWidgetPath(input.pathname);
}
