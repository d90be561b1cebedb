import { createActorContext, useActorRef } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { FormSubmissionEffects } from './effects';
import { formSubmissionMachine } from './machine';

export type { FormSubmissionEffects } from './effects';

export const FormSubmissionContext = createActorContext(formSubmissionMachine);

/** The submission machine with the form's call filled in. */
export function provideFormSubmissionMachine<V, R>(effects: FormSubmissionEffects<V, R>) {
  return formSubmissionMachine.provide({ actors: { submit: fromPromise(({ input }) => effects.submit(input as V)) } });
}

/** Runs one form's submission machine for the forms inside it. */
export function FormSubmissionProvider({ effects, children }: { effects: FormSubmissionEffects; children: ReactNode }) {
  const [logic] = useState(() => provideFormSubmissionMachine(effects));
  return (
    <FormSubmissionContext.Provider logic={logic} options={{ inspect }}>
      {children}
    </FormSubmissionContext.Provider>
  );
}

/**
 * The same machine for a form that owns its submission (most forms: one call, one screen), started
 * the same way as the provider does, for the lifetime of the calling component.
 */
export function useFormSubmissionActor<V, R>(effects: FormSubmissionEffects<V, R>) {
  const [logic] = useState(() => provideFormSubmissionMachine(effects));
  return useActorRef(logic, { inspect });
}
