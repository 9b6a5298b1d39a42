import { type Audience, type MenuEditorItem, menuEditorApi } from '@onsite/contracts';
import { Alert, Button, Drawer, Flex, Tag, Tree, type TreeDataNode, type TreeProps, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { translateMenuTitle } from '#web/i18n';
import type { Language } from '#web/i18n/languages';
import { menuIcon } from '#web/shell/menuIcons';
import { type DropPlace, inTreeOrder, type MenuNode, moveMenu, movesBetween, nestMenus } from './menuTree';
import { useMenuMutation } from './useMenuMutation';
import '#web/features/menus/menuEditor.strings';

/**
 * Reorder a console's menus by dragging (antd's Tree `draggable`): drop an entry before or after another,
 * or onto a menu to put it inside. Moves collect here and "save" writes them in one call, so a half-done
 * rearrangement never reaches the holders.
 */
export function MenuReorderDrawer({
  open,
  audience,
  stored,
  onClose,
}: {
  open: boolean;
  audience: Audience;
  stored: readonly MenuEditorItem[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [items, setItems] = useState<MenuEditorItem[]>([...stored]);
  useEffect(() => {
    if (open) setItems([...stored]);
  }, [open, stored]);
  const moves = movesBetween(stored, items);
  const save = useMenuMutation((api) => api.call(menuEditorApi.reorder, { audience, moves }));
  const treeData = useMemo(() => {
    const toNode = (node: MenuNode): TreeDataNode => ({
      key: node.id,
      icon: menuIcon(node.icon) ?? undefined,
      title: (
        <span data-testid={`reorder-${node.permission_mark}`}>
          {translateMenuTitle(node.permission_mark, node.permission_name, i18n.language as Language)}{' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {node.permission_mark}
          </Typography.Text>
          {node.menu_type === 0 ? null : (
            <Tag bordered={false} color="blue" style={{ marginInlineStart: 8 }}>
              {t('menuEditor.type.1')}
            </Tag>
          )}
        </span>
      ),
      children: node.children?.map(toNode),
    });
    return nestMenus(inTreeOrder(items)).map(toNode);
  }, [items, t, i18n.language]);

  const placeOf = (info: Parameters<NonNullable<TreeProps['onDrop']>>[0]): DropPlace => {
    if (!info.dropToGap) return 'inside';
    const position = info.node.pos.split('-');
    return info.dropPosition - Number(position[position.length - 1]) === -1 ? 'before' : 'after';
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('menuEditor.reorderTitle')}
      size={560}
      data-testid="menu-reorder"
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={() => setItems([...stored])} disabled={moves.length === 0}>
            {t('menuEditor.reorderUndo')}
          </Button>
          <Button onClick={onClose}>{t('shell.cancel')}</Button>
          <Button
            type="primary"
            disabled={moves.length === 0}
            loading={save.isPending}
            data-testid="menu-reorder-save"
            onClick={async () => {
              await save.mutateAsync();
              feedback.success(t('menuEditor.reordered'));
              onClose();
            }}
          >
            {t('menuEditor.reorderSave', { count: moves.length })}
          </Button>
        </Flex>
      }
    >
      <Alert type="info" showIcon title={t('menuEditor.reorderHelp')} style={{ marginBottom: 16 }} />
      <Tree
        draggable={{ icon: false }}
        blockNode
        showIcon
        defaultExpandAll
        treeData={treeData}
        allowDrop={({ dragNode, dropNode, dropPosition }) =>
          moveMenu(
            items,
            Number(dragNode.key),
            Number(dropNode.key),
            dropPosition === 0 ? 'inside' : 'after',
          ) !== null
        }
        onDrop={(info) => {
          const moved = moveMenu(items, Number(info.dragNode.key), Number(info.node.key), placeOf(info));
          if (moved) setItems(moved);
          else feedback.error(t('menuEditor.dropRefused'));
        }}
        data-testid="menu-reorder-tree"
      />
    </Drawer>
  );
}
