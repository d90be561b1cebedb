import { apiErrorOf } from '@contract/errorCodes';
import { FailureError } from '@machines/shared/failure';

/** A non-success answer as the Failure the machines and forms understand (status, catalogue code, fields). */
export function failureOf(result: { status: number; body: unknown }): FailureError {
  const envelope = apiErrorOf(result.body);
  if (envelope) return new FailureError(result.status, envelope.code, envelope.fields ?? []);
  // A proxy's HTML error page or an unknown code: the user still gets a message in their language.
  return new FailureError(result.status, result.status >= 500 ? 'weApologize' : 'unexpected');
}

/**
 * The body of the expected answer, else throws the Failure. Lets effects be written as
 * `bodyOf(await api.auth.login({ body }), 200)` and leaves error handling to the machine.
 */
export function bodyOf<R extends { status: number; body: unknown }, S extends R['status']>(
  result: R,
  ok: S,
): Extract<R, { status: S }>['body'] {
  if (result.status === ok) return result.body as Extract<R, { status: S }>['body'];
  throw failureOf(result);
}
