/**
 * What a staff member's set-up needs from outside: the two set-up calls of the console (the feature
 * binds them to its client). They reject with a Failure-shaped error (machines/shared/failure.ts).
 */
export interface StaffSetupEffects {
  /** Opens the link: whose account it is and a new authenticator secret. */
  open: (token: string) => Promise<SetupSecret>;
  /** Password and a code from the secret just shown: answers the recovery codes. */
  complete: (body: SetupValues & { token: string }) => Promise<{ recoveryCodes: string[] }>;
}

export interface SetupSecret {
  email: string;
  name: string;
  secret: string;
  otpauthUri: string;
}

export interface SetupValues {
  password: string;
  passwordConfirmation: string;
  code: string;
}
