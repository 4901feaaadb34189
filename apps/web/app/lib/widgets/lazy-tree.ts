/**
 * The tree table of spec section 4: a node that has children shows one 'loading...' child while collapsed; its
 * real children replace it on expand, and a node that turns out to have none loses the placeholder and its expander.
 */
export type LazyTreeRow<T> = {
  key: string;
  /** null for the 'loading...' placeholder. */
  node: T | null;
  children?: LazyTreeRow<T>[];
};

const PLACEHOLDER_SUFFIX = ':loading';

export function lazyTreeRow<T>(key: string, node: T, hasChildren: boolean): LazyTreeRow<T> {
  return hasChildren ? { key, node, children: [{ key: key + PLACEHOLDER_SUFFIX, node: null }] } : { key, node };
}

/** Whether the row's children have not been loaded yet. */
export function awaitsChildren<T>(row: LazyTreeRow<T>): boolean {
  return row.children?.length === 1 && row.children[0]?.node === null;
}

/** The rows with `key`'s children set; an empty list removes the children altogether. */
export function withLoadedChildren<T>(rows: readonly LazyTreeRow<T>[], key: string, children: LazyTreeRow<T>[]): LazyTreeRow<T>[] {
  return rows.map((row) => {
    if (row.key === key) {
      const { children: _placeholder, ...rest } = row;
      return children.length > 0 ? { ...rest, children } : rest;
    }
    return row.children ? { ...row, children: withLoadedChildren(row.children, key, children) } : row;
  });
}

/**
 * Spec section 8: a tree reply is a list of nodes, or a page holding them in `records`; any other shape is
 * 'returned data type not recognised'.
 */
export function treeReplyNodes(result: unknown): { ok: true; nodes: unknown[] } | { ok: false; messageKey: 'treeDataUnrecognised' } {
  if (Array.isArray(result)) return { ok: true, nodes: result };
  if (typeof result === 'object' && result !== null && Array.isArray((result as { records?: unknown }).records)) {
    return { ok: true, nodes: (result as { records: unknown[] }).records };
  }
  return { ok: false, messageKey: 'treeDataUnrecognised' };
}
