/**
 * The contract modules of the routes a console calls before sign-in (api/preSignIn.ts): a chunk of its own,
 * with zod, loaded when the first of those calls is answered, or once the login screen has shown.
 */
export { authApi, customerApi, customerAuthApi, siteApi } from '@onsite/contracts';
