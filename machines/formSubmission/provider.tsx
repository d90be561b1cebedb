import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { FormSubmissionEffects } from './effects';
import { formSubmissionMachine } from './machine';

export type { FormSubmissionEffects } from './effects';

/** The submission machine with the form's call filled in. */
export function provideFormSubmissionMachine<V, R>(effects: FormSubmissionEffects<V, R>) {
  return formSubmissionMachine.provide({ actors: { submit: fromPromise(({ input }) => effects.submit(input as V)) } });
}

/** The submission machine of one form, living as long as the component that shows the form. */
export function useFormSubmissionActor<V, R>(effects: FormSubmissionEffects<V, R>) {
  const [logic] = useState(() => provideFormSubmissionMachine(effects));
  return useActorRef(logic, { inspect });
}
