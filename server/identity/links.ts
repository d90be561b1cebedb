import type { ServerConfig } from '../config/env';

/** An address of the app for e-mails: PUBLIC_URL (without a trailing slash) plus the path. */
export const appLink = (config: ServerConfig, pathAndQuery: string): string =>
  `${config.app.publicUrl.replace(/\/+$/, '')}${pathAndQuery}`;

/** The confirmation link of the registration e-mail; the app posts the token to /api/user/verify-email. */
export const verifyEmailLink = (config: ServerConfig, token: string) =>
  appLink(config, `/login?verify=${encodeURIComponent(token)}`);

/** The reset link; the reset page reads the token from the address, not from a form field. */
export const resetPasswordLink = (config: ServerConfig, token: string) =>
  appLink(config, `/reset-password/change?token=${encodeURIComponent(token)}`);
