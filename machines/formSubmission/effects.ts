/**
 * What a form's submission machine needs from outside: the one call that sends the form. Each
 * screen passes its own (the contract client in the app, fakes in stories and tests); it rejects
 * with a Failure-shaped error (machines/shared/failure.ts).
 */
export interface FormSubmissionEffects<V = unknown, R = unknown> {
  submit: (values: V) => Promise<R>;
}
