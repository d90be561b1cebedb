import { useMachine } from '@xstate/react';
import { useCallback, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { formSubmissionMachine } from '../../../machines/formSubmission/machine';
import { selectFailure, selectResult, selectSubmitting, selectSucceeded } from '../../../machines/formSubmission/selectors';
import { inspect } from '../../../machines/inspect';

/**
 * Runs one form's submission machine with `submit` as its call. The machine holds the lifecycle
 * (sending, refused with a catalogue code and fields, done); the view reads plain values.
 */
export function useFormSubmission<V, R>(submit: (values: V) => Promise<R>) {
  const latest = useRef(submit);
  latest.current = submit;
  const [logic] = useState(() =>
    formSubmissionMachine.provide({ actors: { submit: fromPromise(({ input }) => latest.current(input as V)) } }),
  );
  const [snapshot, send] = useMachine(logic, { inspect });
  // Stable, so a view may send from an effect without sending again on every render.
  const submitValues = useCallback((values: V) => send({ type: 'submit', values }), [send]);
  const reset = useCallback(() => send({ type: 'reset' }), [send]);
  return {
    submitting: selectSubmitting(snapshot),
    succeeded: selectSucceeded(snapshot),
    failure: selectFailure(snapshot),
    result: selectResult(snapshot) as R | null,
    submit: submitValues,
    reset,
  };
}
