import type { ServerConfig } from './env';

/**
 * What the server should say at start about a configuration that runs but is probably wrong.
 * PUBLIC_URL left to its default (`http://HOST:PORT`) is right on a developer's machine only: outside
 * development it puts the instance's own listening address into e-mail links, payment return
 * addresses and the app's configuration, and instances behind one public address would each name a
 * different one.
 */
export function startupWarnings(
  env: Pick<ServerConfig['env'], 'NODE_ENV' | 'PUBLIC_URL' | 'STAFF_SECRET_KEY'>,
  publicUrl: string,
): string[] {
  const warnings: string[] = [];
  // Without it no staff member can set up a second factor in production (see server/staff/secretBox.ts).
  if (env.NODE_ENV === 'production' && env.STAFF_SECRET_KEY === undefined) {
    warnings.push(
      'STAFF_SECRET_KEY is not set: no staff member can set up the operator console; set it to a secret of 32 or more characters',
    );
  }
  if (env.NODE_ENV !== 'development' && env.PUBLIC_URL === undefined) {
    warnings.push(
      `PUBLIC_URL is not set: links in e-mails and payment return addresses use ${publicUrl}; set it to the site's public address, the same on every instance`,
    );
  }
  return warnings;
}
