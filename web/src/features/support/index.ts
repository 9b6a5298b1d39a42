// The staff consoles' "log in as" action. The customer console's banner and page are imported by their own
// paths (SupportBanner, SupportPage): this module's LoginAsAction brings the list kit, which the customer
// console's first load must not carry.
export { LoginAsAction } from './LoginAsAction';
