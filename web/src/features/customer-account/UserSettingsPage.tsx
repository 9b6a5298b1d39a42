import {
  BankOutlined,
  EnvironmentOutlined,
  KeyOutlined,
  MailOutlined,
  MobileOutlined,
  SmileOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { CITY_MAX, COMPANY_NAME_MAX, customerAccountApi, NICKNAME_MAX } from '@onsite/contracts';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ChangePasswordModal } from '#web/features/auth/ChangePasswordModal';
import { ImagePicker } from '#web/features/upload/LazyPickers';
import type { PageProps } from '#web/shell/pageProps';
import { useProfile, useProfileChange } from './account.api';
import { ContactModal, type TextField, TextFieldModal } from './EditModals';
import { WechatBindModal } from './WechatBindModal';

interface Row {
  key: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
  action: ReactNode;
}

/** Account settings (/user): avatar, nickname, city, company, email, phone, password, WeChat (spec §2). */
export default function UserSettingsPage({ title }: PageProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  const change = useProfileChange();
  const [editing, setEditing] = useState<TextField | null>(null);
  const [contact, setContact] = useState<'email' | 'mobile' | null>(null);
  const [password, setPassword] = useState(false);
  const [binding, setBinding] = useState(false);

  if (profile.isError) {
    return (
      <Card title={title}>
        <Alert
          type="error"
          showIcon
          title={t('customerAccount.loadFailed')}
          action={<Button onClick={() => void profile.refetch()}>{t('customerAccount.retry')}</Button>}
        />
      </Card>
    );
  }
  const data = profile.data;
  const notSet = <Typography.Text type="secondary">{t('customerAccount.user.notSet')}</Typography.Text>;
  const text = (value: string | undefined, testId: string) =>
    value ? <span data-testid={testId}>{value}</span> : notSet;
  const editButton = (field: TextField) => (
    <Button type="link" data-testid={`edit-${field.name}`} onClick={() => setEditing(field)}>
      {t('customerAccount.user.edit')}
    </Button>
  );

  const unbind = async () => {
    const confirmed = await feedback.confirm({
      title: t('customerAccount.wechat.unbindTitle'),
      content: t('customerAccount.wechat.unbindConfirm'),
      okText: t('shell.ok'),
      cancelText: t('shell.cancel'),
    });
    if (!confirmed) return;
    try {
      await change.mutateAsync({ path: 'unbindWx', body: {} });
    } catch {
      // the client has shown the server's message
    }
  };

  const rows: Row[] = data
    ? [
        {
          key: 'nickname',
          icon: <SmileOutlined />,
          label: t('customerAccount.user.nickname'),
          value: text(data.nickname, 'value-nickname'),
          action: editButton({
            path: 'postNickname',
            name: 'nickname',
            label: t('customerAccount.user.nickname'),
            max: NICKNAME_MAX,
            value: data.nickname,
          }),
        },
        {
          key: 'city',
          icon: <EnvironmentOutlined />,
          label: t('customerAccount.user.city'),
          value: text(data.city, 'value-city'),
          action: editButton({
            path: 'postCity',
            name: 'city',
            label: t('customerAccount.user.city'),
            max: CITY_MAX,
            value: data.city,
          }),
        },
        {
          key: 'company',
          icon: <BankOutlined />,
          label: t('customerAccount.user.company'),
          value: text(data.company_name, 'value-companyName'),
          action: editButton({
            path: 'postCompanyName',
            name: 'companyName',
            label: t('customerAccount.user.company'),
            max: COMPANY_NAME_MAX,
            value: data.company_name,
          }),
        },
        {
          key: 'email',
          icon: <MailOutlined />,
          label: t('customerAccount.user.email'),
          value: text(data.email, 'value-email'),
          action: (
            <Button type="link" data-testid="edit-email" onClick={() => setContact('email')}>
              {data.email ? t('customerAccount.user.change') : t('customerAccount.user.bind')}
            </Button>
          ),
        },
        {
          key: 'mobile',
          icon: <MobileOutlined />,
          label: t('customerAccount.user.mobile'),
          value: text(data.mobile, 'value-mobile'),
          action: (
            <Button type="link" data-testid="edit-mobile" onClick={() => setContact('mobile')}>
              {data.mobile ? t('customerAccount.user.change') : t('customerAccount.user.bind')}
            </Button>
          ),
        },
        {
          key: 'password',
          icon: <KeyOutlined />,
          label: t('customerAccount.user.password'),
          value: data.has_password ? '••••••••' : notSet,
          action: (
            <Button type="link" data-testid="edit-password" onClick={() => setPassword(true)}>
              {t('customerAccount.user.change')}
            </Button>
          ),
        },
        {
          key: 'wechat',
          icon: <WechatOutlined />,
          label: t('customerAccount.user.wechat'),
          value: data.wx_bound ? (
            <Tag color="success" data-testid="wechat-state">
              {t('customerAccount.wechat.isBound')}
            </Tag>
          ) : (
            <Tag data-testid="wechat-state">{t('customerAccount.wechat.notBound')}</Tag>
          ),
          action: data.wx_bound ? (
            <Button type="link" danger data-testid="wechat-unbind" onClick={() => void unbind()}>
              {t('customerAccount.wechat.unbind')}
            </Button>
          ) : (
            <Button type="link" data-testid="wechat-bind-open" onClick={() => setBinding(true)}>
              {t('customerAccount.user.bind')}
            </Button>
          ),
        },
      ]
    : [];

  return (
    <Card title={title} data-testid="user-settings">
      {data ? (
        <Flex gap={32} wrap align="flex-start">
          <Flex vertical align="center" gap={8} style={{ width: 140 }}>
            <ImagePicker
              data-testid="avatar-picker"
              value={data.avatar}
              crop={{ aspect: 1 }}
              onChange={(key) => {
                if (key && key !== data.avatar) change.mutate({ path: 'postAvatar', body: { avatar: key } });
              }}
            />
            <Typography.Text type="secondary">{t('customerAccount.user.avatarHint')}</Typography.Text>
          </Flex>
          <Descriptions
            bordered
            column={1}
            size="middle"
            style={{ flex: 1, minWidth: 280, maxWidth: 680 }}
            styles={{ label: { width: 150 } }}
            items={rows.map((row) => ({
              key: row.key,
              label: (
                <Space size={8}>
                  {row.icon}
                  {row.label}
                </Space>
              ),
              children: (
                <Flex justify="space-between" align="center" gap={12} data-testid={`row-${row.key}`}>
                  <span>{row.value}</span>
                  {row.action}
                </Flex>
              ),
            }))}
          />
        </Flex>
      ) : (
        <Skeleton active avatar={{ shape: 'square', size: 110 }} paragraph={{ rows: 6 }} />
      )}
      <TextFieldModal field={editing} onClose={() => setEditing(null)} />
      <ContactModal kind={contact} onClose={() => setContact(null)} />
      <ChangePasswordModal
        open={password}
        onClose={() => setPassword(false)}
        endpoint={customerAccountApi.postPassword}
      />
      <WechatBindModal
        open={binding}
        onClose={() => setBinding(false)}
        onBound={() => {
          setBinding(false);
          void profile.refetch();
        }}
      />
    </Card>
  );
}
