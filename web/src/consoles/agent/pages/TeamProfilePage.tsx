import { agentApi, isPhone, type TeamProfileUpdateRequest } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { agentQueryKeys } from '#web/features/session';
import { ImagePicker } from '#web/features/upload';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';

const teamKey = ['agent', 'team-profile'] as const;

/**
 * Agent console › team profile (its owners): the organisation's name, brief, avatar and contact as the
 * platform and the team popover show them; whether it is verified comes from the attestation.
 */
export default function TeamProfilePage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const team = useQuery({ queryKey: teamKey, queryFn: () => api.call(agentApi.getTeamProfile) });
  const save = useMutation({
    mutationFn: (values: TeamProfileUpdateRequest) => api.call(agentApi.updateTeamProfile, values),
    onSuccess: async () => {
      feedback.success(t('profile.saved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKey }),
        queryClient.invalidateQueries({ queryKey: agentQueryKeys.info }),
      ]);
    },
  });

  if (!team.data) return <Spin />;
  const { opid, status, ...values } = team.data;
  return (
    <Card
      title={title}
      data-testid="team-profile"
      extra={
        <Tag color={status === 1 ? 'success' : 'default'}>
          {status === 1 ? t('team.verified') : t('team.unverified')}
        </Tag>
      }
    >
      <Form
        key={opid}
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={values}
        onFinish={(input: TeamProfileUpdateRequest) => save.mutate(input)}
      >
        <Form.Item name="corporate_avatar" label={t('teamProfile.avatar')} extra={t('profile.avatarHint')}>
          <ImagePicker crop={{ aspect: 1 }} data-testid="team-avatar" />
        </Form.Item>
        <Form.Item
          name="corporate_name"
          label={t('teamProfile.name')}
          rules={[
            { required: true, whitespace: true, message: t('teamProfile.nameRequired') },
            { max: 50, message: t('teamProfile.nameMax') },
          ]}
        >
          <Input maxLength={60} data-testid="team-name" />
        </Form.Item>
        <Form.Item
          name="corporate_brief"
          label={t('teamProfile.brief')}
          rules={[{ max: 200, message: t('teamProfile.briefMax') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="team-brief" />
        </Form.Item>
        <Form.Item
          name="contact_name"
          label={t('attestation.contactName')}
          rules={[{ max: 32, message: t('attestation.contactMax') }]}
        >
          <Input maxLength={40} data-testid="team-contact-name" />
        </Form.Item>
        <Form.Item
          name="contact_phone"
          label={t('attestation.contactPhone')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const text = (value ?? '').trim();
                if (text && !isPhone(text)) throw new Error(t('customerAuth.phoneInvalid'));
              },
            },
          ]}
        >
          <Input autoComplete="tel" data-testid="team-contact-phone" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="team-save">
          {t('profile.save')}
        </Button>
      </Form>
    </Card>
  );
}
