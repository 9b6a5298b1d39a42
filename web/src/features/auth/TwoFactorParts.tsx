import { CopyOutlined, SafetyOutlined } from '@ant-design/icons';
import type { TwoFactorSetup } from '@onsite/contracts';
import { Alert, Button, Flex, Form, Image, Input, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import '#web/features/auth/twoFactor.strings';

// The QR drawing (the qrcode library) comes with the enrolment step, not with every login screen.
const qrDialog = () => import('#web/features/material/QrDialog');
const copyText = async (text: string) => (await qrDialog()).copyText(text);

/** Two-factor sign-in's pieces, shared by the sign-in page (code step, enrolment) and the profile page. */

const QR_SIZE = 180;

/** The 6 digits of the authenticator app (or, where `allowRecovery`, a recovery code). */
export function CodeField({
  allowRecovery = false,
  autoFocus = true,
}: {
  allowRecovery?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="code"
      label={allowRecovery ? t('twoFactor.codeOrRecovery') : t('twoFactor.code')}
      rules={[
        { required: true, whitespace: true, message: t('twoFactor.codeRequired') },
        ...(allowRecovery ? [] : [{ pattern: /^\s*\d{6}\s*$/, message: t('twoFactor.codeDigits') }]),
      ]}
    >
      <Input
        prefix={<SafetyOutlined />}
        placeholder={allowRecovery ? t('twoFactor.codeOrRecoveryPlaceholder') : '123456'}
        autoComplete="one-time-code"
        inputMode={allowRecovery ? 'text' : 'numeric'}
        maxLength={32}
        autoFocus={autoFocus}
        data-testid="two-factor-code"
      />
    </Form.Item>
  );
}

/**
 * A new secret to add to the authenticator app: its QR code (the otpauth:// URI) and the secret as text for
 * typing in, then the app's current code to confirm it.
 */
export function TotpSetupPanel({
  setup,
  onConfirm,
  submitText,
}: {
  setup: TwoFactorSetup;
  onConfirm: (code: string) => Promise<unknown>;
  submitText?: string;
}) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let live = true;
    void qrDialog()
      .then(({ qrDataUrl }) => qrDataUrl(setup.otpauth_uri, QR_SIZE))
      .then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [setup.otpauth_uri]);

  return (
    <Flex vertical gap={12} data-testid="two-factor-setup">
      <Typography.Text>{t('twoFactor.scan')}</Typography.Text>
      <Flex justify="center">
        {qr ? (
          <Image
            src={qr}
            width={QR_SIZE}
            height={QR_SIZE}
            preview={false}
            alt={t('twoFactor.qrAlt')}
            data-testid="two-factor-qr"
          />
        ) : (
          <Spin />
        )}
      </Flex>
      <Typography.Text type="secondary">{t('twoFactor.typeIn')}</Typography.Text>
      <Flex gap={8} align="center">
        <Typography.Text
          code
          copyable={false}
          style={{ wordBreak: 'break-all', fontSize: 15 }}
          data-testid="two-factor-secret"
        >
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </Typography.Text>
        <Button
          size="small"
          icon={<CopyOutlined />}
          onClick={async () => {
            if (await copyText(setup.secret)) feedback.success(t('twoFactor.copied'));
          }}
        />
      </Flex>
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={async (values: { code: string }) => {
          setSaving(true);
          try {
            await onConfirm(values.code.trim());
          } finally {
            setSaving(false);
          }
        }}
      >
        <CodeField />
        <Button type="primary" htmlType="submit" block loading={saving} data-testid="two-factor-confirm">
          {submitText ?? t('twoFactor.confirm')}
        </Button>
      </Form>
    </Flex>
  );
}

/** The ten recovery codes, shown once: each signs in once when the phone is not at hand. */
export function RecoveryCodesPanel({
  codes,
  onDone,
  doneText,
}: {
  codes: string[];
  onDone: () => void;
  doneText?: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} data-testid="two-factor-recovery">
      <Alert
        type="warning"
        showIcon
        message={t('twoFactor.recoveryTitle')}
        description={t('twoFactor.recoveryHelp')}
      />
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: '6px 24px',
          justifyItems: 'center',
        }}
        data-testid="two-factor-recovery-codes"
      >
        {codes.map((code) => (
          <Typography.Text key={code} code style={{ fontSize: 15 }}>
            {code}
          </Typography.Text>
        ))}
      </div>
      <Flex gap={8}>
        <Button
          icon={<CopyOutlined />}
          onClick={async () => {
            if (await copyText(codes.join('\n'))) feedback.success(t('twoFactor.copied'));
          }}
        >
          {t('twoFactor.copyCodes')}
        </Button>
        <Button type="primary" style={{ flex: 1 }} onClick={onDone} data-testid="two-factor-done">
          {doneText ?? t('twoFactor.saved')}
        </Button>
      </Flex>
    </Flex>
  );
}
