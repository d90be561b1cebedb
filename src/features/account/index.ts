/**
 * What the shell needs of the account feature beyond its routes: the route guard confirms an
 * e-mail link opened while signed in, and must know whether this page already sent that token.
 */
export { isVerificationStarted } from './auth/verificationRegistry';

/** The page that confirms such a link, loaded only when one is opened. */
export const loadVerifyWhileSignedIn = () => import('./auth/VerifyWhileSignedIn');
