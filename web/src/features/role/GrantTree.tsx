import type { GrantNode } from '@onsite/contracts';
import { Button, Flex, Input, Tag, Tree, type TreeDataNode } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMenuTitle } from '#web/i18n';
import type { Language } from '#web/i18n/languages';
import '#web/features/role/role.strings';

const selfKey = (id: number) => `self-${id}`;

interface Props {
  nodes: GrantNode[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  disabled?: boolean;
}

/**
 * What a role grants, as the console's menu tree: a checked menu grants its page, a checked child
 * half-checks its parent (the server grants the parent too). Search narrows the tree to matching entries
 * and their ancestors; "expand all" and "collapse" open or close every branch.
 */
export function GrantTree({ nodes, value = [], onChange, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const { treeData, allKeys, shown } = useMemo(() => {
    const byParent = new Map<number, GrantNode[]>();
    for (const node of nodes) byParent.set(node.parent_id, [...(byParent.get(node.parent_id) ?? []), node]);
    const needle = search.trim().toLowerCase();
    const titleOf = (node: GrantNode) => translateMenuTitle(node.mark, node.name, i18n.language as Language);
    const matches = (node: GrantNode): boolean =>
      !needle ||
      titleOf(node).toLowerCase().includes(needle) ||
      node.mark.toLowerCase().includes(needle) ||
      (byParent.get(node.id) ?? []).some(matches);
    // A menu with children gets a first child standing for its own page ("this page"): the menu can then
    // be granted alone, and antd's check / half-check of the parent follows its children as usual.
    const build = (parentId: number): TreeDataNode[] =>
      (byParent.get(parentId) ?? []).filter(matches).map((node) => {
        const children = build(node.id);
        const title = (
          <span key={node.id} data-testid={`grant-${node.mark}`}>
            {titleOf(node)}{' '}
            {node.menu_type === 0 ? null : (
              <Tag bordered={false} color="blue">
                {t('role.permission')}
              </Tag>
            )}
          </span>
        );
        if (!byParent.has(node.id)) return { key: node.id, title };
        const self = {
          key: selfKey(node.id),
          title: <span data-testid={`grant-self-${node.mark}`}>{t('role.thisPage')}</span>,
        };
        return { key: node.id, title, children: [self, ...children] };
      });
    const keys = nodes.filter((node) => byParent.has(node.id)).map((node) => node.id);
    return { treeData: build(0), allKeys: keys, shown: needle !== '' };
  }, [nodes, search, t, i18n.language]);
  // a granted menu with children is its "this page" leaf; a granted leaf is itself
  const parents = new Set(nodes.map((node) => node.parent_id));
  const checkedKeys = value.map((id) => (parents.has(id) ? selfKey(id) : id));
  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Input.Search
          allowClear
          placeholder={t('role.searchGrants')}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="grant-search"
        />
        <Button onClick={() => setExpanded(allKeys)} data-testid="grant-expand">
          {t('role.expandAll')}
        </Button>
        <Button onClick={() => setExpanded([])}>{t('role.collapseAll')}</Button>
      </Flex>
      <Tree
        checkable
        disabled={disabled}
        treeData={treeData}
        checkedKeys={checkedKeys}
        expandedKeys={shown ? allKeys : (expanded ?? allKeys)}
        onExpand={(keys) => setExpanded(keys)}
        onCheck={(checked, info) => {
          const keys = [
            ...(Array.isArray(checked) ? checked : checked.checked),
            ...(info.halfCheckedKeys ?? []),
          ];
          const ids = new Set(
            keys.map((key) => (typeof key === 'string' ? Number(key.slice(5)) : Number(key))),
          );
          onChange?.([...ids].sort((x, y) => x - y));
        }}
        data-testid="grant-tree"
      />
    </Flex>
  );
}
