import { useSelector } from '@xstate/react';
import { useCallback, useRef } from 'react';
import { useFormSubmissionActor } from '@machines/formSubmission/provider';
import { selectFailure, selectResult, selectSubmitting, selectSucceeded } from '@machines/formSubmission/selectors';

/**
 * Runs one form's submission machine with `submit` as its call. The machine holds the lifecycle
 * (sending, refused with a catalogue code and fields, done); the view reads plain values.
 */
export function useFormSubmission<V, R>(submit: (values: V) => Promise<R>) {
  const latest = useRef(submit);
  latest.current = submit;
  const actor = useFormSubmissionActor<V, R>({ submit: (values) => latest.current(values) });
  const snapshot = useSelector(actor, (s) => s);
  // Stable, so a view may send from an effect without sending again on every render.
  const submitValues = useCallback((values: V) => actor.send({ type: 'submit', values }), [actor]);
  const reset = useCallback(() => actor.send({ type: 'reset' }), [actor]);
  return {
    submitting: selectSubmitting(snapshot),
    succeeded: selectSucceeded(snapshot),
    failure: selectFailure(snapshot),
    result: selectResult(snapshot) as R | null,
    submit: submitValues,
    reset,
  };
}
