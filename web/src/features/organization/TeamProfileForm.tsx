import { type agentApi, isPhone, type TeamProfileUpdateRequest } from '@onsite/contracts';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ImagePicker } from '#web/features/upload/LazyPickers';
import { useApi } from '#web/shell/console';
import '#web/features/attestation/attestation.strings';
import '#web/features/organization/teamProfile.strings';

/** The routes of a team's profile: the agent's current team (agentApi) or the platform's own (platformTeamApi). */
export interface TeamProfileRoutes {
  get: typeof agentApi.getTeamProfile;
  update: typeof agentApi.updateTeamProfile;
}

/**
 * A team's profile as the team popover and the platform show it: name, brief, avatar (cropped square) and
 * contact. `extra` is drawn in the card's corner (the verified mark, or "platform"); `alsoRefresh` are the
 * queries that show the profile elsewhere in the console.
 */
export function TeamProfileForm({
  title,
  routes,
  queryKey,
  alsoRefresh = [],
  extra,
  notice,
}: {
  title: ReactNode;
  routes: TeamProfileRoutes;
  queryKey: QueryKey;
  alsoRefresh?: QueryKey[];
  extra: (status: number) => ReactNode;
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const team = useQuery({ queryKey, queryFn: () => api.call(routes.get) });
  const save = useMutation({
    mutationFn: (values: TeamProfileUpdateRequest) => api.call(routes.update, values),
    onSuccess: async () => {
      feedback.success(t('profile.saved'));
      await Promise.all(
        [queryKey, ...alsoRefresh].map((key) => queryClient.invalidateQueries({ queryKey: key })),
      );
    },
  });

  if (!team.data) return <Spin />;
  const { opid, status, ...values } = team.data;
  return (
    <Card title={title} data-testid="team-profile" extra={extra(status)}>
      {notice}
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
