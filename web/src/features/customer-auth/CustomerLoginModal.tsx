import { Flex, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteBrand } from '#web/shell/siteBrand';
import { type CustomerAuthMode, CustomerAuthPanel } from './CustomerAuthPanel';

/** Spec §9: the login modal is 784 wide. */
export const LOGIN_MODAL_WIDTH = 784;

export interface CustomerLoginModalProps {
  open: boolean;
  onClose: () => void;
  onLoggedIn: (token: string, remember: boolean) => void;
  /** the mode it opens in (the header's register button opens phone registration) */
  initialMode?: CustomerAuthMode;
}

/**
 * The customer login popup: a brand column and the sign-in panel. Closing renews the panel (and the modal
 * destroys its content), so it opens again in its initial mode (login) with empty forms and no countdown.
 */
export function CustomerLoginModal({ open, onClose, onLoggedIn, initialMode }: CustomerLoginModalProps) {
  const { t } = useTranslation();
  const [generation, setGeneration] = useState(0);
  // White label: the agent site's name, not the product's.
  const brand = useSiteBrand();
  useEffect(() => {
    if (!open) setGeneration((value) => value + 1);
  }, [open]);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={LOGIN_MODAL_WIDTH}
      destroyOnHidden
      centered
      styles={{ body: { padding: 0 } }}
      title={null}
    >
      <Flex data-testid="customer-login-modal" style={{ minHeight: 480 }}>
        <Flex
          vertical
          justify="center"
          gap={12}
          style={{
            width: 300,
            flex: 'none',
            padding: 32,
            borderRadius: 8,
            background: 'linear-gradient(160deg, #1677ff 0%, #69b1ff 100%)',
            color: '#fff',
          }}
        >
          <Typography.Title level={3} style={{ color: '#fff', margin: 0 }}>
            {brand?.name || t('app.name')}
          </Typography.Title>
          <Typography.Text style={{ color: 'rgba(255,255,255,0.85)' }}>{t('app.tagline')}</Typography.Text>
          <Typography.Text style={{ color: 'rgba(255,255,255,0.85)' }}>
            {t('customerAuth.modalPitch')}
          </Typography.Text>
        </Flex>
        <div style={{ flex: 1, padding: '32px 32px 24px' }}>
          <CustomerAuthPanel key={generation} onLoggedIn={onLoggedIn} initialMode={initialMode} />
        </div>
      </Flex>
    </Modal>
  );
}
