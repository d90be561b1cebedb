import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Failure } from '@machines/shared/failure';
import { noFailure, splitFailure, type ShownFailure } from '@shared/form/serverErrors';
import type { CheckboxBinding, SubmittableForm, TextBinding, Validate } from '@shared/form/useForm';
import { hasErrors, type FieldErrors } from '@shared/form/validation';
import { pathsOf, valueAt, withValueAt } from './draft';

/**
 * A form over a nested value (the warehouse editor's draft) instead of useForm's flat one: fields
 * are bound by dotted path, errors are keyed by the same paths (the contract's and the server's),
 * and after a failed submit the first invalid field takes focus. It offers FormFrame what useForm does.
 */
export function useDraftForm<D extends object>(initial: D, failure: Failure | null) {
  const [draft, setDraft] = useState<D>(initial);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [server, setServer] = useState<ShownFailure>(noFailure);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef(draft);
  latest.current = draft;

  useEffect(() => {
    const shown = splitFailure(failure, pathsOf(latest.current));
    setServer(shown);
    if (hasErrors(shown.fieldErrors)) setFocusRequest((n) => n + 1);
  }, [failure]);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Sets the value at `path`; its message (and its list's) goes, as editing answers it. */
  const set = useCallback((path: string, value: unknown) => {
    setDraft((current) => withValueAt(current, path, value));
    const without = (errors: FieldErrors) => {
      const kept = Object.entries(errors).filter(([key]) => key !== path && !path.startsWith(`${key}.`));
      return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
    };
    setClientErrors(without);
    setServer((current) => ({ ...current, fieldErrors: without(current.fieldErrors) }));
  }, []);

  const checking = useRef(false);
  const submitWith =
    (validate: Validate<D>, send: (values: D) => void) =>
    (event: FormEvent): void => {
      event.preventDefault();
      if (checking.current) return;
      const submitted = draft;
      const conclude = (errors: FieldErrors) => {
        setClientErrors(errors);
        setServer(noFailure);
        if (hasErrors(errors)) setFocusRequest((n) => n + 1);
        else send(submitted);
      };
      const checked = validate(submitted);
      if (!(checked instanceof Promise)) {
        conclude(checked);
        return;
      }
      checking.current = true;
      checked
        .then(conclude, () => setServer({ fieldErrors: {}, general: 'weApologize' }))
        .finally(() => {
          checking.current = false;
        });
    };

  const errors: FieldErrors = { ...server.fieldErrors, ...clientErrors };
  for (const key of Object.keys(errors)) if (!errors[key]) delete errors[key];

  const text = (path: string): TextBinding => ({
    name: path,
    value: String(valueAt(draft, path) ?? ''),
    onChange: (value) => set(path, value),
    error: errors[path],
  });
  const checkbox = (path: string): CheckboxBinding => ({
    name: path,
    checked: valueAt(draft, path) === true,
    onChange: (checked) => set(path, checked),
    error: errors[path],
  });
  const form: SubmittableForm<D> = { formRef, general: server.general, submitWith };

  return { draft, set, errors, text, checkbox, form, reset: setDraft };
}

export type DraftForm<D extends object> = ReturnType<typeof useDraftForm<D>>;
