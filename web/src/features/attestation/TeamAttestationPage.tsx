import { type AttestationSubmitRequest, attestationApi, isPhone } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Image, Input, Row, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ImagePicker } from '#web/features/upload/LazyPickers';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { AttestationStatus } from './AttestationStatus';
import '#web/features/attestation/attestation.strings';
import { when } from '#web/features/lists/timeCell';

const infoKey = ['attestation', 'team'] as const;

/**
 * Agent console › team attestation: the team's business licence (uploaded in the team) and contact, sent for
 * the platform's review; the verdict (a rejection with its reason) and every earlier submission.
 */
export default function TeamAttestationPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const storageUrl = useStorageUrl();
  const [form] = Form.useForm<AttestationSubmitRequest>();
  const info = useQuery({ queryKey: infoKey, queryFn: () => api.call(attestationApi.getTeamInfo) });
  const submit = useMutation({
    mutationFn: (values: AttestationSubmitRequest) => api.call(attestationApi.submit, values),
    onSuccess: async () => {
      feedback.success(t('attestation.submittedNow'));
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: infoKey });
    },
  });

  if (!info.data) return <Spin />;
  const { verified, submissions } = info.data;
  const latest = submissions[0];
  const waiting = latest?.status === 0;

  return (
    <Card
      title={title}
      data-testid="team-attestation"
      extra={
        <Tag color={verified ? 'success' : 'default'} data-testid="team-verified">
          {verified ? t('team.verified') : t('team.unverified')}
        </Tag>
      }
    >
      <Row gutter={[32, 24]}>
        <Col xs={24} lg={11}>
          {latest?.status === 2 ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('attestation.rejectedTitle')}
              description={<span data-testid="attestation-rejection">{latest.reason}</span>}
            />
          ) : null}
          {waiting ? (
            <Alert type="info" showIcon title={t('attestation.waiting')} data-testid="attestation-waiting" />
          ) : (
            <Form
              form={form}
              layout="vertical"
              initialValues={{
                licence_image: '',
                contact_name: latest?.contact_name ?? '',
                contact_phone: latest?.contact_phone ?? '',
              }}
              onFinish={(values) =>
                submit.mutate({
                  licence_image: values.licence_image,
                  contact_name: values.contact_name.trim(),
                  contact_phone: values.contact_phone.trim(),
                })
              }
            >
              {verified ? (
                <Typography.Paragraph type="secondary">{t('attestation.resubmitHint')}</Typography.Paragraph>
              ) : null}
              <Form.Item
                name="licence_image"
                label={t('attestation.licence')}
                extra={t('attestation.licenceHint')}
                rules={[{ required: true, message: t('attestation.licenceRequired') }]}
              >
                <ImagePicker data-testid="attestation-licence" />
              </Form.Item>
              <Form.Item
                name="contact_name"
                label={t('attestation.contactName')}
                rules={[
                  { required: true, whitespace: true, message: t('attestation.contactRequired') },
                  { max: 32, message: t('attestation.contactMax') },
                ]}
              >
                <Input maxLength={40} data-testid="attestation-contact-name" />
              </Form.Item>
              <Form.Item
                name="contact_phone"
                label={t('attestation.contactPhone')}
                required
                rules={[
                  {
                    validator: async (_rule, value: string | undefined) => {
                      if (!isPhone((value ?? '').trim())) throw new Error(t('customerAuth.phoneInvalid'));
                    },
                  },
                ]}
              >
                <Input autoComplete="tel" data-testid="attestation-contact-phone" />
              </Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                loading={submit.isPending}
                data-testid="attestation-submit"
              >
                {t('attestation.submit')}
              </Button>
            </Form>
          )}
        </Col>
        <Col xs={24} lg={13}>
          <Typography.Title level={5}>{t('attestation.history')}</Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={submissions}
            data-testid="attestation-history"
            locale={{ emptyText: t('attestation.none') }}
            columns={[
              {
                title: t('attestation.licence'),
                dataIndex: 'licence_image',
                width: 90,
                render: (key: string) => (
                  <Image
                    src={storageSrc(key, storageUrl)}
                    width={64}
                    height={42}
                    style={{ objectFit: 'cover' }}
                  />
                ),
              },
              { title: t('attestation.submitted'), dataIndex: 'create_time', render: when },
              {
                title: t('attestation.status'),
                dataIndex: 'status',
                render: (status: number) => <AttestationStatus status={status} />,
              },
              {
                title: t('attestation.reason'),
                dataIndex: 'reason',
                render: (reason: string) => reason || '—',
              },
            ]}
          />
        </Col>
      </Row>
    </Card>
  );
}
