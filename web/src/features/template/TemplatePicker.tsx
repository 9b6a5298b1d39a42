import { CheckCircleFilled, LockOutlined, StopOutlined } from '@ant-design/icons';
import { type ActivityTemplateOption, templateApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VipModal } from '#web/features/order/VipModal';
import { useApi } from '#web/shell/console';
import { TemplateCover } from './TemplateCover';
import { TierTag } from './TierTag';
import '#web/features/template/template.strings';

const CARD = 150;

function Choice({
  chosen,
  disabled,
  onClick,
  testId,
  children,
}: {
  chosen: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card
      size="small"
      hoverable={!disabled}
      onClick={disabled ? undefined : onClick}
      aria-pressed={chosen}
      data-testid={testId}
      style={{
        width: CARD,
        position: 'relative',
        ...(chosen
          ? { borderColor: 'var(--ant-color-primary)', boxShadow: '0 0 0 1px var(--ant-color-primary)' }
          : {}),
      }}
      styles={{ body: { padding: 8 } }}
    >
      {chosen ? (
        <CheckCircleFilled
          style={{ position: 'absolute', top: 6, right: 6, color: 'var(--ant-color-primary)', zIndex: 1 }}
        />
      ) : null}
      {children}
    </Card>
  );
}

/**
 * The appearance tab's template: the cards of the templates the customer's agent offers for the activity's
 * tool, and "none". A VIP-only one is locked for a customer without a membership: clicking it opens the VIP
 * popup instead of choosing it. The value is the template id (null = none).
 */
export function TemplatePicker({
  acid,
  value = null,
  onChange,
  disabled,
}: {
  acid: number;
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [vipOpen, setVipOpen] = useState(false);
  const options = useQuery({
    queryKey: ['activity', 'templates', acid],
    queryFn: () => api.call(templateApi.getActivityTemplates, { id: acid }),
  });
  if (!options.data) return <Skeleton.Button active block style={{ height: 110 }} />;
  const choose = (option: ActivityTemplateOption) =>
    option.locked ? setVipOpen(true) : onChange?.(option.id);
  return (
    <>
      <Flex wrap gap={12} data-testid="template-picker">
        <Choice
          chosen={value === null}
          disabled={disabled}
          onClick={() => onChange?.(null)}
          testId="template-option-none"
        >
          <Flex
            align="center"
            justify="center"
            style={{
              height: Math.round(((CARD - 18) * 9) / 16),
              borderRadius: 6,
              background: 'var(--ant-color-fill-tertiary)',
            }}
          >
            <StopOutlined style={{ fontSize: 22, color: 'var(--ant-color-text-quaternary)' }} />
          </Flex>
          <Typography.Text style={{ display: 'block', marginTop: 6 }}>
            {t('template.noTemplate')}
          </Typography.Text>
        </Choice>
        {options.data.map((option) => (
          <Choice
            key={option.id}
            chosen={value === option.id}
            disabled={disabled}
            onClick={() => choose(option)}
            testId="template-option"
          >
            <div style={{ position: 'relative' }} title={option.locked ? t('template.locked') : undefined}>
              <TemplateCover template={option} width={CARD - 18} />
              {option.locked ? (
                <Flex
                  align="center"
                  justify="center"
                  style={{
                    position: 'absolute',
                    inset: 0,
                    borderRadius: 6,
                    background: 'rgba(0, 0, 0, 0.45)',
                    color: '#fff',
                    fontSize: 20,
                  }}
                  data-testid="template-locked"
                >
                  <LockOutlined />
                </Flex>
              ) : null}
            </div>
            <Flex justify="space-between" align="center" gap={4} style={{ marginTop: 6 }}>
              <Typography.Text ellipsis style={{ maxWidth: 70 }}>
                {option.name}
              </Typography.Text>
              <TierTag tier={option.tier} />
            </Flex>
          </Choice>
        ))}
      </Flex>
      {options.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('template.noneOffered')} />
      ) : null}
      <VipModal open={vipOpen} onClose={() => setVipOpen(false)} />
    </>
  );
}
