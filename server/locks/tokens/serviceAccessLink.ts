import type { ServerConfig } from '../../config/env';
import { appLink } from '../../identity/links';

/** The page the holder opens near the warehouse; it carries the e-mail and the token (never logged: see http/redactUrl.ts). */
export const serviceAccessLink = (config: ServerConfig, email: string, token: string): string =>
  appLink(config, `/service-access?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`);
