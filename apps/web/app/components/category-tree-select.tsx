import type { CategoryNode } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTreeCondition } from '../lib/widgets';
import { categoryLevels } from './category-api';
import { useApi } from '../lib/browser-api';
import { WidgetConfigError } from './widget-config-error';

type Props = {
  /** The code of the category whose subtree is offered; the whole tree by default. */
  pcode?: string;
  /** A JSON string narrowing the first level, for example '{"code":"biosimilar"}' (spec section 5). */
  condition?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  id?: string;
};

/** Spec section 9: the tree dropdown is at most 400 px high. */
const TREE_DROPDOWN_MAX_HEIGHT = 400;

type Option = { id: string; pId: string; value: string; title: string; isLeaf: boolean };

const optionOf = (node: CategoryNode): Option => ({ id: node.key, pId: node.parentId, value: node.key, title: node.title, isLeaf: node.leaf });

/**
 * A tree select over the product categories (spec section 7): the first level comes with the widget, each further
 * level is loaded when its parent is opened. A `condition` that is not a JSON string is shown as the error of
 * spec section 8 instead of a tree.
 */
export function CategoryTreeSelect({ pcode = '', condition, value, onChange, placeholder, id }: Props) {
  const { t } = useTranslation('widgets');
  const api = useApi();
  const client = useQueryClient();
  const parsed = parseTreeCondition(condition);
  // Levels opened under another first level (another pcode or condition) are not part of this tree.
  const scope = `${pcode}|${condition ?? ''}`;
  const [opened, setOpened] = useState<{ scope: string; options: Option[] }>({ scope, options: [] });
  const loaded = opened.scope === scope ? opened.options : [];
  const roots = useQuery({
    queryKey: ['category-roots', pcode, condition ?? ''],
    // The root call takes no condition; loadTreeData applies one to the same first level.
    queryFn: () => (condition ? categoryLevels.filtered(api, { pcode, condition }) : categoryLevels.roots(api, { pcode, async: 'true' })),
    enabled: parsed.ok,
  });

  if (!parsed.ok) return <WidgetConfigError id={id} placeholder={placeholder} message={t(`tree.${parsed.messageKey}`)} />;

  const rootOptions = (roots.data ?? []).map(optionOf);
  const rootIds = new Set(rootOptions.map((option) => option.id));
  const loadChildren = async (parentId: string) => {
    const children = await client.fetchQuery({ queryKey: ['category-children', parentId], queryFn: () => categoryLevels.children(api, parentId) });
    setOpened((known) => ({
      scope,
      options: [...(known.scope === scope ? known.options : []).filter((option) => option.pId !== parentId), ...children.map(optionOf)],
    }));
  };
  return (
    <TreeSelect<string>
      key={scope}
      id={id}
      allowClear
      showSearch={false}
      value={value}
      onChange={(chosen) => onChange?.(chosen)}
      placeholder={placeholder}
      loading={roots.isLoading}
      treeDataSimpleMode={{ id: 'id', pId: 'pId' }}
      treeData={[...rootOptions, ...loaded.filter((option) => !rootIds.has(option.id))]}
      loadData={async (node) => {
        if (typeof node.value === 'string') await loadChildren(node.value);
      }}
      listHeight={TREE_DROPDOWN_MAX_HEIGHT}
    />
  );
}
