import { type CategoryNode, type EndpointInput, categoryEndpoints } from '@portal/domain';
import type { ApiClient } from '../lib/api-client';

type RootsQuery = EndpointInput<typeof categoryEndpoints.treeRoot>['query'];
type FilteredQuery = EndpointInput<typeof categoryEndpoints.treeData>['query'];

/** The category tree's levels that the widgets read (spec section 7). */
export const categoryLevels = {
  /** The first level, under `pcode`'s node when there is one. */
  roots: async (api: ApiClient, query: RootsQuery): Promise<CategoryNode[]> => (await api.call(categoryEndpoints.treeRoot, { query })).result,
  children: async (api: ApiClient, parentId: string): Promise<CategoryNode[]> =>
    (await api.call(categoryEndpoints.treeChildren, { query: { pid: parentId } })).result,
  /** The first level filtered by a JSON condition. */
  filtered: async (api: ApiClient, query: FilteredQuery): Promise<CategoryNode[]> => (await api.call(categoryEndpoints.treeData, { query })).result,
};
