import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { NewsletterEffects } from './effects';
import { newsletterMachine } from './machine';

export type { NewsletterEffects } from './effects';

export function provideNewsletterMachine(effects: NewsletterEffects) {
  return newsletterMachine.provide({
    actors: {
      loadSubscription: fromPromise(() => effects.loadSubscription()),
      saveSubscription: fromPromise(({ input }: { input: { value: boolean } }) =>
        effects.saveSubscription(input.value),
      ),
    },
  });
}

/** The newsletter switch's machine, living as long as the switch on the profile screen. */
export function useNewsletterActor(effects: NewsletterEffects) {
  const [logic] = useState(() => provideNewsletterMachine(effects));
  return useActorRef(logic, { inspect });
}
