import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { ServiceTokenEffects } from './effects';
import { serviceTokenMachine, windowClock, type ServiceTokenInput } from './machine';

export type { ServiceTokenEffects } from './effects';

export function provideServiceTokenMachine(effects: ServiceTokenEffects) {
  return serviceTokenMachine.provide({
    actors: { checkValidity: fromPromise(({ input }) => effects.checkValidity(input)) },
    ...windowClock(effects.now),
  });
}

/** The machine of one e-mailed link, living as long as the page that shows it. */
export function useServiceTokenActor(link: ServiceTokenInput, effects: ServiceTokenEffects) {
  const [logic] = useState(() => provideServiceTokenMachine(effects));
  return useActorRef(logic, { input: link, inspect });
}
