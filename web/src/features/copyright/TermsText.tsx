import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '#web/features/copyright/copyright.strings';

/** Licence terms as written: plain text, line by line, in a scrolling box. */
export function TermsText({ terms, testId }: { terms: string; testId?: string }) {
  return (
    <Typography.Paragraph
      data-testid={testId}
      style={{
        whiteSpace: 'pre-wrap',
        maxHeight: 280,
        overflowY: 'auto',
        padding: 12,
        marginBottom: 0,
        background: 'var(--ant-color-fill-quaternary)',
        borderRadius: 6,
      }}
    >
      {terms}
    </Typography.Paragraph>
  );
}

/** The terms of an item or a licence, opened on demand. */
export function TermsModal({
  terms,
  title,
  onClose,
}: {
  terms: string | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={terms !== null}
      onCancel={onClose}
      onOk={onClose}
      title={`${t('copyright.termsTitle')} · ${title}`}
      footer={null}
      destroyOnHidden
      data-testid="copyright-terms-modal"
    >
      <TermsText terms={terms ?? ''} />
    </Modal>
  );
}
