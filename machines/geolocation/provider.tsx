import { createActorContext } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { Position } from './context';
import type { GeolocationEffects } from './effects';
import { geolocationMachine } from './machine';
import { parseStoredCoordinates, serialiseStoredCoordinates, toStoredCoordinates } from './storage';

export type { GeolocationEffects } from './effects';

export const GeolocationContext = createActorContext(geolocationMachine);

/** The geolocation machine with its effects filled in; `onPosition` hears each fix the visitor asked for. */
export function provideGeolocationMachine(effects: GeolocationEffects, onPosition: (position: Position) => void) {
  return geolocationMachine.provide({
    actors: {
      readPermission: fromPromise(() => effects.readPermission()),
      readPosition: fromPromise(() => effects.readPosition()),
    },
    actions: {
      persistPosition: (_, { position }) =>
        effects.writeStored(serialiseStoredCoordinates(toStoredCoordinates(position))),
      usePosition: (_, { position }) => onPosition(position),
    },
  });
}

/**
 * Runs the geolocation machine for a screen. `onPosition` receives each fix the visitor asked for
 * ("my location"); refreshes in between only update the machine's context.
 */
export function GeolocationProvider({
  effects,
  onPosition,
  children,
}: {
  effects: GeolocationEffects;
  onPosition: (position: Position) => void;
  children: ReactNode;
}) {
  const onPositionRef = useRef(onPosition);
  useEffect(() => {
    onPositionRef.current = onPosition;
  });
  // The logic is built once per mount: a new one on every render would restart the machine.
  const [logic] = useState(() => provideGeolocationMachine(effects, (position) => onPositionRef.current(position)));
  const [input] = useState(() => ({ stored: parseStoredCoordinates(effects.readStored()), now: effects.now() }));
  return (
    <GeolocationContext.Provider logic={logic} options={{ input, inspect }}>
      {children}
    </GeolocationContext.Provider>
  );
}
