import type { EndpointDefinition } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/browser-api';
import { type LazyTreeRow, awaitsChildren, lazyTreeRow, treeReplyNodes, withLoadedChildren } from '../lib/widgets';

export type TreeTableColumn<T> = { key: string; title: ReactNode; render: (node: T) => ReactNode; width?: number };

type Props<T> = {
  /** The GET endpoint answering one level of nodes (spec section 7: the tree table's path comes from a property). */
  endpoint: LevelEndpoint;
  /** The query parameter naming the parent (spec section 3: parentId unless told otherwise). */
  parentKey?: string;
  /** The parent of the first level. */
  rootId?: string;
  /** Further query parameters sent with every level, for example a condition. */
  params?: Record<string, string>;
  nodeKey: (node: T) => string;
  hasChildren: (node: T) => boolean;
  columns: TreeTableColumn<T>[];
};

type Level<T> = { ok: true; nodes: T[] } | { ok: false; messageKey: string };
type View<T> = { source: Level<T>; rows: LazyTreeRow<T>[]; expanded: string[] };

/** Any GET endpoint: which nodes it answers is known only to the page that names it, so the reply is checked here. */
type LevelEndpoint = EndpointDefinition & { method: 'GET' };

async function loadLevel<T>(api: ApiClient, endpoint: LevelEndpoint, query: Record<string, string>): Promise<Level<T>> {
  const reply = treeReplyNodes((await api.call(endpoint, { query })).result);
  // The nodes are the server's own reply for this path; only its outer shape can be checked here.
  return reply.ok ? { ok: true, nodes: reply.nodes as T[] } : reply;
}

/**
 * The tree table of spec section 4: a node with children shows a 'loading...' row until it is opened, then its
 * children; a node that turns out to have none loses the placeholder and its expander. A reply of an unknown shape
 * is reported ('returned data type not recognised').
 */
export function TreeTable<T>({ endpoint, parentKey = 'parentId', rootId = '', params = {}, nodeKey, hasChildren, columns }: Props<T>) {
  const { t } = useTranslation('widgets');
  const api = useApi();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const levelQuery = (parentId: string) => ({
    queryKey: ['tree-table', endpoint.path, parentKey, params, parentId],
    queryFn: () => loadLevel<T>(api, endpoint, { ...params, [parentKey]: parentId }),
  });
  const roots = useQuery(levelQuery(rootId));
  const rowsOf = (nodes: T[]) => nodes.map((node) => lazyTreeRow(nodeKey(node), node, hasChildren(node)));
  // What has been opened belongs to the first level it was opened under; a new first level starts closed.
  const [view, setView] = useState<View<T> | null>(null);
  const source = roots.data;
  const current = (): View<T> | null =>
    !source ? null : view?.source === source ? view : { source, rows: source.ok ? rowsOf(source.nodes) : [], expanded: [] };
  const shown = current();
  const change = (update: (view: View<T>) => View<T>) =>
    setView((previous) => {
      const base = previous?.source === source ? previous : current();
      return base ? update(base) : previous;
    });

  const open = async (row: LazyTreeRow<T>) => {
    const level = await client.fetchQuery(levelQuery(row.key)).catch(() => null);
    if (!level) return;
    if (level.ok) change((before) => ({ ...before, rows: withLoadedChildren(before.rows, row.key, rowsOf(level.nodes)) }));
    else setProblem(level.messageKey);
  };

  const unrecognised = roots.data && !roots.data.ok ? roots.data.messageKey : problem;
  return (
    <>
      {unrecognised ? <Alert type="error" showIcon title={t(`tree.${unrecognised}`)} style={{ marginBottom: 12 }} /> : null}
      <Table<LazyTreeRow<T>>
        rowKey="key"
        size="middle"
        loading={roots.isLoading}
        pagination={false}
        dataSource={shown?.rows ?? []}
        expandable={{
          expandedRowKeys: shown?.expanded ?? [],
          onExpand: (expanded, row) => {
            change((before) => ({ ...before, expanded: expanded ? [...before.expanded, row.key] : before.expanded.filter((key) => key !== row.key) }));
            if (expanded && awaitsChildren(row)) void open(row);
          },
        }}
        columns={columns.map((column, index) => ({
          key: column.key,
          title: column.title,
          width: column.width,
          render: (_: unknown, row: LazyTreeRow<T>) => (row.node === null ? (index === 0 ? t('tree.loading') : null) : column.render(row.node)),
        }))}
      />
    </>
  );
}
