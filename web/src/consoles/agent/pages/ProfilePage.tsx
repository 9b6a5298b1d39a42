import { CheckCircleFilled, TeamOutlined } from '@ant-design/icons';
import { agentApi } from '@onsite/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Avatar,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  List,
  Row,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { AccountSecurityCards } from '#web/features/auth/AccountSecurity';
import { RoleTags } from '#web/features/auth/ProfileParts';
import { agentQueryKeys, useAgentInfo } from '#web/features/session/agent';
// the picker's own modules, not the upload barrel: it would bring the rich-text parts into this page's chunk
import { ImagePicker } from '#web/features/upload/LazyPickers';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { AgentAccountSection } from './AgentAccountSection';

/**
 * Agent /user (spec §2 user dropdown, §7 BasicInfo): the signed-in user's avatar and name (editable through
 * updateBasicAvatar / updateBasicName), roles and teams, and the account security (email, phone, gender,
 * password, WeChat and WeCom).
 */
export default function AgentProfilePage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const info = useAgentInfo();
  const storageUrl = useStorageUrl();
  const [form] = Form.useForm<{ name: string }>();
  const name = info.data?.basic_info.name;

  useEffect(() => {
    if (name !== undefined) form.setFieldsValue({ name });
  }, [form, name]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: agentQueryKeys.info });
  const saveName = useMutation({
    mutationFn: (value: string) => api.call(agentApi.updateBasicName, { name: value }),
    onSuccess: async () => {
      feedback.success(t('profile.saved'));
      await refresh();
    },
  });
  const saveAvatar = useMutation({
    mutationFn: (avatar: string) => api.call(agentApi.updateBasicAvatar, { avatar }),
    onSuccess: async () => {
      feedback.success(t('profile.saved'));
      await refresh();
    },
  });

  if (!info.data) return <Spin />;
  const { basic_info, roles, teams } = info.data;

  return (
    <Card title={title} data-testid="profile-page">
      <Row gutter={[32, 24]}>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <Flex align="center" gap={16}>
              <ImagePicker
                value={basic_info.avatar}
                onChange={(key) => saveAvatar.mutate(key)}
                crop={{ aspect: 1 }}
                disabled={saveAvatar.isPending}
                data-testid="profile-avatar"
              />
              <Flex vertical gap={4}>
                <Typography.Text strong>{t('profile.avatar')}</Typography.Text>
                <Typography.Text type="secondary">{t('profile.avatarHint')}</Typography.Text>
                {basic_info.avatar ? (
                  <Button
                    size="small"
                    style={{ alignSelf: 'flex-start' }}
                    onClick={() => saveAvatar.mutate('')}
                    loading={saveAvatar.isPending}
                    data-testid="profile-avatar-default"
                  >
                    {t('profile.defaultAvatar')}
                  </Button>
                ) : null}
              </Flex>
            </Flex>
            <Form
              form={form}
              layout="vertical"
              initialValues={{ name: basic_info.name }}
              onFinish={(values) => saveName.mutate(values.name.trim())}
            >
              <Form.Item label={t('profile.name')} required>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item
                    name="name"
                    noStyle
                    rules={[
                      { required: true, whitespace: true, message: t('profile.nameRequired') },
                      { max: 50, message: t('profile.nameMax') },
                    ]}
                  >
                    <Input maxLength={60} data-testid="profile-name-input" />
                  </Form.Item>
                  <Button
                    type="primary"
                    htmlType="submit"
                    loading={saveName.isPending}
                    data-testid="profile-name-save"
                  >
                    {t('profile.save')}
                  </Button>
                </Space.Compact>
              </Form.Item>
            </Form>
            <Descriptions
              column={1}
              bordered
              size="small"
              items={[
                {
                  key: 'role',
                  label: t('profile.teamRole'),
                  children: basic_info.is_admin === 1 ? t('profile.teamAdmin') : t('profile.teamMember'),
                },
                {
                  key: 'roles',
                  label: t('profile.roles'),
                  children: <RoleTags roles={roles} />,
                },
              ]}
            />
          </Flex>
        </Col>
        <Col xs={24} lg={14}>
          <AgentAccountSection info={basic_info} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('profile.teams')}
          </Typography.Title>
          {teams.length === 0 ? (
            <Empty description={t('profile.noTeams')} />
          ) : (
            <List
              bordered
              dataSource={teams}
              data-testid="profile-teams"
              renderItem={(team) => {
                const current = team.opid === basic_info.agent_id;
                return (
                  <List.Item
                    data-testid="profile-team"
                    extra={
                      current ? (
                        <Tag icon={<CheckCircleFilled />} color="processing">
                          {t('profile.current')}
                        </Tag>
                      ) : null
                    }
                  >
                    <List.Item.Meta
                      avatar={
                        <Avatar
                          src={
                            team.corporate_avatar ? storageSrc(team.corporate_avatar, storageUrl) : undefined
                          }
                          icon={<TeamOutlined />}
                        />
                      }
                      title={
                        <Space>
                          <span>{team.corporate_name}</span>
                          <Tag color={team.status === 1 ? 'success' : 'default'}>
                            {team.status === 1 ? t('team.verified') : t('team.unverified')}
                          </Tag>
                        </Space>
                      }
                      description={team.corporate_brief || undefined}
                    />
                  </List.Item>
                );
              }}
            />
          )}
        </Col>
      </Row>
      <AccountSecurityCards />
    </Card>
  );
}
