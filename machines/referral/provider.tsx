import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { ReferralEffects } from './effects';
import { referralMachine } from './machine';

export type { ReferralEffects } from './effects';

export function provideReferralMachine(effects: ReferralEffects) {
  return referralMachine.provide({
    actors: {
      loadReferral: fromPromise(() => effects.loadReferral()),
      copyLink: fromPromise(({ input }: { input: { url: string } }) => effects.copyLink(input.url)),
    },
  });
}

/** The referral group's machine, living as long as the group on the profile screen. */
export function useReferralActor(effects: ReferralEffects) {
  const [logic] = useState(() => provideReferralMachine(effects));
  return useActorRef(logic, { inspect });
}
