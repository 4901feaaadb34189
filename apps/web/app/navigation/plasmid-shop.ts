/** The plasmid shop's home (spec section 2: where the root leads for system type 2). */
export const PLASMID_HOME_PATH = '/dashboard/HomeView';
/** Route plasmidBuilder-designList: the backbone library and the customer's saved designs. */
export const DESIGN_LIST_PATH = '/designList';
/** Route vectorOrder: vector construction ordered by sequence. */
export const VECTOR_ORDER_PATH = '/plasmidBuilder/vectorOrder';

/**
 * The plasmid shop's public pages as the page table has them: they wear the plasmid header whatever the
 * deployment's system type.
 */
export const PLASMID_SHOP_PAGES = [PLASMID_HOME_PATH, DESIGN_LIST_PATH, '/design/:fid/:id', '/plasmidResult/:id'] as const;

/** What either segment of the builder's address holds for "none": no backbone, or a design not yet saved. */
export const NO_ID = '0';

/**
 * The builder on a backbone (`fid`) and a saved design (`id`); '0' stands for none, so `/design/0/0` is an empty
 * editor and `/design/puc19/0` a new design on pUC19.
 */
export function designBuilderPath(input: { backboneId?: string; designId?: string } = {}): string {
  return `/design/${encodeURIComponent(input.backboneId || NO_ID)}/${encodeURIComponent(input.designId || NO_ID)}`;
}

export function plasmidResultPath(designId: string): string {
  return `/plasmidResult/${encodeURIComponent(designId)}`;
}

/**
 * The design list for a keyword (`k`, left out when blank) with a refresh time stamp (`t`), so a repeated search
 * is fetched afresh rather than served from a cache.
 */
export function designListPath(input: { keyword: string; now: number }): string {
  const query = new URLSearchParams();
  const keyword = input.keyword.trim();
  if (keyword) query.set('k', keyword);
  query.set('t', String(input.now));
  return `${DESIGN_LIST_PATH}?${query.toString()}`;
}
