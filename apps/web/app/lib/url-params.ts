/**
 * A copy of a list page's URL parameters with the changes applied ('', null or undefined removes one). A filter
 * change returns to page 1; a change that names the page keeps the filters.
 */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  if (changes.pageNo === undefined) next.delete('pageNo');
  return next;
}

/** The address of a page with these parameters, without a bare '?' when there are none. */
export function pageHref(pathname: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
