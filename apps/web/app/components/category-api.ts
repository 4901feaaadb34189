import type { CategoryNode } from '@portal/domain';
import type { ApiClient } from '../lib/api-client';

/** The category tree loaders of spec section 7 that the widgets read. */
export type CategoryLevel = 'loadTreeRoot' | 'loadTreeChildren' | 'loadTreeData';

/** One level of the category tree from `/sys/category/{level}`. */
export async function loadCategoryNodes(api: ApiClient, level: CategoryLevel, query: Record<string, string>): Promise<CategoryNode[]> {
  return (await api.get<CategoryNode[]>(`/sys/category/${level}`, { query })).result;
}
