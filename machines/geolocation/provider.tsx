import { createActorContext } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { browserGeolocationActors } from './actors';
import type { Position } from './context';
import { geolocationMachine } from './machine';
import type { GeolocationEffects } from './effects';
import { parseStoredCoordinates, serialiseStoredCoordinates, toStoredCoordinates } from './storage';

export const GeolocationContext = createActorContext(geolocationMachine);

/** The machine's effect slots that are actors: the permission state and one position fix. */
export type GeolocationActors = Parameters<typeof geolocationMachine.provide>[0]['actors'];


/**
 * Runs the geolocation machine for a screen. `onPosition` receives each fix the visitor asked for
 * ("my location"); refreshes in between only update the machine's context.
 */
export function GeolocationProvider({
  effects,
  actors = browserGeolocationActors,
  onPosition,
  children,
}: {
  effects: GeolocationEffects;
  actors?: GeolocationActors;
  onPosition: (position: Position) => void;
  children: ReactNode;
}) {
  const onPositionRef = useRef(onPosition);
  useEffect(() => {
    onPositionRef.current = onPosition;
  });
  // The logic is built once per mount: a new one on every render would restart the machine.
  const [logic] = useState(() =>
    geolocationMachine.provide({
      actors,
      actions: {
        persistPosition: (_, { position }) => effects.writeStored(serialiseStoredCoordinates(toStoredCoordinates(position))),
        usePosition: (_, { position }) => onPositionRef.current(position),
      },
    }),
  );
  const [input] = useState(() => ({ stored: parseStoredCoordinates(effects.readStored()), now: effects.now() }));
  return (
    <GeolocationContext.Provider logic={logic} options={{ input }}>
      {children}
    </GeolocationContext.Provider>
  );
}
