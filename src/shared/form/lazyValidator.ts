import type { z, ZodTypeAny } from 'zod';
import { validateWith, type FieldErrors } from './validation';

export interface LazyValidator<S extends ZodTypeAny> {
  /** Starts loading the schema (once); a form calls it when the user first focuses or types in it. */
  preload: () => void;
  /** The body's field errors by the schema, loading the schema first when it is not loaded yet. */
  validate: (body: unknown) => Promise<FieldErrors>;
  /** The body as the schema gives it (trimmed, lower-cased …): only after `validate` found no error. */
  parse: (body: unknown) => z.output<S>;
}

/**
 * A form's check with the contract's own schema (the server's rules and messages), loaded on demand:
 * the schema modules bring zod, which the first load of a page does not need. `load` imports the
 * module and picks the schema, e.g. `lazyValidator(() => import('contract/auth').then((m) => m.LoginRequest))`.
 * A failed import is tried again on the next use.
 */
export function lazyValidator<S extends ZodTypeAny>(load: () => Promise<S>): LazyValidator<S> {
  let loading: Promise<S> | null = null;
  let schema: S | null = null;
  const loaded = (): Promise<S> =>
    (loading ??= load().then(
      (s) => (schema = s),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    preload: () => void loaded().catch(() => undefined),
    validate: async (body) => validateWith(await loaded(), body),
    parse: (body) => {
      if (!schema) throw new Error('lazyValidator: parse before validate');
      return schema.parse(body) as z.output<S>;
    },
  };
}
