import { rentABox } from './rentedBox';

/**
 * A customer account made the way a visitor makes one (register, follow the e-mailed confirmation
 * link, log in), for measuring signed-in pages, renting a box unless `rentingABox` is false: My
 * boxes is measured as a renting customer sees it. Needs the development mailbox (MAILBOX_ENABLED)
 * and the sandbox payment provider. Returns the session token the app keeps under `auth/token`.
 */
export async function signedInCustomer(baseUrl: string, { rentingABox = true } = {}): Promise<string> {
  const stamp = String(Date.now());
  const email = `measure-${stamp}@example.com`;
  const password = 'Measure-box-2026!';
  // Unique per run as the e-mail is: a server that already has this customer refuses the number.
  const phoneNumber = `+421 9${stamp.slice(-8)}`;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  await post('/api/user/register', {
    firstName: 'Eva',
    lastName: 'Measure',
    email,
    phoneNumber,
    language: 'EN',
    password,
    passwordConfirmation: password,
    consents: { termsAccepted: true, privacyAccepted: true, newsletter: false },
  });
  const verifyToken = await confirmationToken(baseUrl, email);
  await post('/api/user/verify-email', { token: verifyToken });
  const login = await post('/auth/custom/login', {
    username: email,
    password,
    rememberMe: false,
    deviceId: 'measure-device',
    domain: 'CLIENT',
  });
  const token = String(login.token);
  if (rentingABox) await rentABox(baseUrl, token, { email, phoneNumber });
  return token;
}

async function confirmationToken(baseUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      links: string[];
    }[];
    const link = mails.flatMap((m) => m.links).find((l) => /[?&]verify=/.test(l));
    if (link) return new URL(link).searchParams.get('verify')!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no confirmation e-mail for ${email} within 30 s`);
}
