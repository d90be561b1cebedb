import type { FormSubmissionEffects } from './effects';

/** A server that accepts every form and answers `{ value: true }`: override `submit` to refuse or echo. */
export function fakeFormSubmissionEffects<V = unknown, R = unknown>(
  overrides: Partial<FormSubmissionEffects<V, R>> = {},
): FormSubmissionEffects<V, R> {
  return { submit: async () => ({ value: true }) as R, ...overrides };
}
