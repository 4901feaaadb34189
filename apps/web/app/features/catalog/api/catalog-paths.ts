import { CATALOGUE_LINES, type CatalogueLine } from '@portal/domain';

/** The list page a path shows; `/RecombinantProtein-new` is the protein line with the newest first. */
export function lineOfPath(pathname: string): { entry: CatalogueLine; newestFirst: boolean } | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const newestFirst = path.endsWith('-new');
  const base = newestFirst ? path.slice(0, -'-new'.length) : path;
  const entry = CATALOGUE_LINES.find((candidate) => candidate.route.toLowerCase() === base);
  return entry ? { entry, newestFirst } : null;
}

/** The line a route name such as `Biosimilar` (the antibody database's type, a search segment's prefix) names. */
export function lineOfRouteName(name: string): CatalogueLine | null {
  return lineOfPath(`/${name}`)?.entry ?? null;
}

/**
 * The `{product}-Search` segment of route Search1: a known line narrows the search, any other prefix is not
 * a page (null).
 */
export function searchSegmentLine(segment: string): { line: CatalogueLine | null } | null {
  const match = /^([A-Za-z0-9]+)-Search$/.exec(segment);
  if (!match?.[1]) return null;
  return { line: lineOfRouteName(match[1]) };
}

/** The `{product}-product` segment of `/{product}-product/bio-detail`. */
export function isProductPageSegment(segment: string): boolean {
  return /^[A-Za-z0-9]+-product$/.test(segment);
}
