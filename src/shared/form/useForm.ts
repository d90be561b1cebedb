import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { ErrorCode } from '@contract/errors';
import type { Failure } from '@machines/shared/failure';
import { noFailure, splitFailure, type ShownFailure } from './serverErrors';
import { hasErrors, type FieldErrors, type FieldMessage } from './validation';

export type FormValues = Record<string, string | boolean>;

/** `{ rememberMe: false }` is a boolean field, not a field that must stay false. */
type Widen<V> = { [K in keyof V]: V[K] extends boolean ? boolean : string };

/** The names of the fields whose value is a `T` (text or checkbox). */
type NamesOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** What a text or select field needs from its form: spread into TextField or SelectField. */
export interface TextBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage;
}

/** What a checkbox needs from its form: spread into CheckboxField. */
export interface CheckboxBinding {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: FieldMessage;
}

/** The part of a form that FormFrame wires into the `<form>` element: submit, focus and the alert. */
export interface SubmittableForm<V> {
  formRef: RefObject<HTMLFormElement | null>;
  general: ErrorCode | null;
  submitWith: (validate: Validate<V>, send: (values: V) => void) => (event: FormEvent) => void;
}

/** A form's own checks: at once, or once what they check with is loaded (lazyValidator). */
export type Validate<V> = (values: V) => FieldErrors | Promise<FieldErrors>;

/**
 * A controlled form: its values, the errors to show (the browser's own checks first, then the
 * server's refusal spread over the fields), and focus on the first invalid field after each failed
 * submit. Editing a field clears its message.
 */
export function useForm<I extends FormValues>(initial: I, failure: Failure | null) {
  type V = Widen<I>;
  const [values, setValues] = useState<V>(initial as V);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [server, setServer] = useState<ShownFailure>(noFailure);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldNames = useRef(Object.keys(initial));

  useEffect(() => {
    const shown = splitFailure(failure, fieldNames.current);
    setServer(shown);
    if (hasErrors(shown.fieldErrors)) setFocusRequest((n) => n + 1);
  }, [failure]);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    const without = (errors: FieldErrors) => (name in errors ? { ...errors, [name]: undefined } : errors);
    setClientErrors(without);
    setServer((current) => ({ ...current, fieldErrors: without(current.fieldErrors) }));
  }, []);

  const checking = useRef(false);
  /**
   * `onSubmit` of the form: runs `validate`; sends only valid values, else focuses the first invalid
   * field. While a check waits for its schema to load, another submit is ignored: the values
   * submitted first are sent once, when the check is done.
   */
  const submitWith = (validate: Validate<V>, send: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    if (checking.current) return;
    const submitted = values;
    const conclude = (errors: FieldErrors) => {
      setClientErrors(errors);
      setServer(noFailure);
      if (hasErrors(errors)) setFocusRequest((n) => n + 1);
      else send(submitted);
    };
    const checked = validate(submitted);
    if (!(checked instanceof Promise)) return conclude(checked);
    checking.current = true;
    checked
      .then(conclude, () => {
        // The checks could not load (offline): nothing is sent, and the alert says so.
        setServer({ fieldErrors: {}, general: 'weApologize' });
      })
      .finally(() => {
        checking.current = false;
      });
  };

  const errors: FieldErrors = { ...server.fieldErrors, ...clientErrors };
  for (const key of Object.keys(errors)) if (!errors[key]) delete errors[key];

  /** A text or select field's value, change and message, by its name. */
  const field = <K extends NamesOf<V, string>>(name: K): TextBinding => ({
    name,
    value: values[name] as string,
    onChange: (value) => set(name, value as V[K]),
    error: errors[name],
  });
  /** A checkbox's state, change and message, by its name. */
  const checkbox = <K extends NamesOf<V, boolean>>(name: K): CheckboxBinding => ({
    name,
    checked: values[name] as boolean,
    onChange: (checked) => set(name, checked as V[K]),
    error: errors[name],
  });

  return { values, set, setValues, errors, general: server.general, submitWith, formRef, field, checkbox };
}
