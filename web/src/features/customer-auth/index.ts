export { type CustomerAuthMode, CustomerAuthPanel, type CustomerAuthPanelProps } from './CustomerAuthPanel';
export { CustomerLoginModal, type CustomerLoginModalProps, LOGIN_MODAL_WIDTH } from './CustomerLoginModal';
export { customerAuthKeys, useLoginSettings } from './customerAuth.api';
