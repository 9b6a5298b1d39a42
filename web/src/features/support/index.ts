export { LoginAsAction } from './LoginAsAction';
export { SupportBanner } from './SupportBanner';
