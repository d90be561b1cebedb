import { staffMe } from '../fixtures/staff';
import type { StaffSetupEffects } from './effects';

export const setupSecretFixture = {
  email: staffMe.email,
  name: staffMe.name,
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: `otpauth://totp/Self%20Storage%20console:${encodeURIComponent(staffMe.email)}?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Self%20Storage%20console`,
};

export const recoveryCodesFixture = [
  'abcde-fghjk',
  'mnpqr-stuvw',
  'xyz23-45678',
  'a2b3c-d4e5f',
  'g6h7j-k8m9n',
  'pqrst-uvwxy',
  'z2345-6789a',
  'bcdef-ghjkm',
  'npqrs-tuvwx',
  'yz234-56789',
];

/** A link that opens and takes any code: tests and stories override single calls. */
export function fakeStaffSetupEffects(overrides: Partial<StaffSetupEffects> = {}): StaffSetupEffects {
  return {
    open: async () => setupSecretFixture,
    complete: async () => ({ recoveryCodes: recoveryCodesFixture }),
    ...overrides,
  };
}
