import { RightOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuIcon } from '#web/shell/menuIcons';
import type { MenuNode } from '#web/shell/menuRoutes';
import { isGroupComponent } from '#web/shell/menuRoutes';
import { useShell } from '#web/shell/shellContext';

function shortcutsOf(nodes: readonly MenuNode[], exclude: string): MenuNode[] {
  return nodes.flatMap((node) => {
    if (node.hidden) return [];
    const own = node.path && node.path !== exclude && !isGroupComponent(node.item.component) ? [node] : [];
    return [...own, ...shortcutsOf(node.children, exclude)];
  });
}

interface WelcomePanelProps {
  /** the home page's own path, left out of the shortcuts */
  homePath: string;
  roles: readonly string[];
  /** more facts about the account, e.g. the agent's current team */
  extra?: ReactNode;
  /** what the home shows between the greeting and the shortcuts (the dashboard) */
  children?: ReactNode;
}

/** A console home: who is signed in, with which roles, what the home adds, and the sections their menus grant. */
export function WelcomePanel({ homePath, roles, extra, children }: WelcomePanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, menuTree } = useShell();
  const shortcuts = shortcutsOf(menuTree, homePath);

  return (
    <Flex vertical gap={24}>
      <Flex align="center" gap={16}>
        <Avatar size={56} src={user?.avatar || undefined} icon={<UserOutlined />} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('home.greeting', { name: user?.name ?? '' })}
          </Typography.Title>
          <Flex gap={8} wrap align="center" style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">{t('home.roles')}</Typography.Text>
            {roles.length > 0 ? (
              roles.map((role) => (
                <Tag key={role} color="blue">
                  {role}
                </Tag>
              ))
            ) : (
              <Typography.Text type="secondary">{t('home.noRoles')}</Typography.Text>
            )}
          </Flex>
          {extra}
        </div>
      </Flex>
      {children}
      <div>
        <Typography.Title level={5}>{t('home.shortcuts')}</Typography.Title>
        {shortcuts.length === 0 ? (
          <Empty description={t('home.noShortcuts')} />
        ) : (
          <Row gutter={[16, 16]}>
            {shortcuts.map((node) => (
              <Col key={node.item.opid} xs={24} sm={12} lg={8} xl={6}>
                <Card hoverable size="small" onClick={() => navigate(node.link)}>
                  <Flex align="center" gap={12}>
                    <span className="home-shortcut-icon">
                      {menuIcon(node.item.icon) ?? menuIcon('AppstoreOutlined')}
                    </span>
                    <Typography.Text strong style={{ flex: 1 }}>
                      {node.title}
                    </Typography.Text>
                    <RightOutlined style={{ color: 'var(--ant-color-text-quaternary)' }} />
                  </Flex>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </div>
    </Flex>
  );
}
