import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Unlocked, UnlockLocation } from '@contract/lock';
import { useLockActor, type LockEffects } from '@machines/lock/provider';
import {
  selectLocationProblem,
  selectLockBusy,
  selectLockFailure,
  selectLockState,
  selectSecondsLeft,
  type LockState,
} from '@machines/lock/selectors';
import { browserLockLocation, type LockLocationEffects } from './browserLockLocation';
import { LockProblem } from './LockProblem';
import './LockControl.css';

export interface LockControlProps {
  /** Which lock, e.g. "Warehouse entrance"; part of the button's name. */
  label: string;
  /** The unlock call: the signed-in customer's, or an unlock link's. */
  unlock: (location: UnlockLocation) => Promise<Unlocked>;
  /** The browser's location by default; stories and tests pass fakes. */
  location?: LockLocationEffects;
}

/**
 * One smart lock with its open button: the customer presses, the browser tells where they are, the
 * lock opens and locks again by itself after the seconds shown. The lifecycle is the lock machine's.
 */
export function LockControl({ label, unlock, location = browserLockLocation }: LockControlProps) {
  // The latest call is used on each press, even when the parent passes a new function.
  const unlockRef = useRef(unlock);
  useEffect(() => {
    unlockRef.current = unlock;
  });
  const [effects] = useState<LockEffects>(() => ({ ...location, unlock: (where) => unlockRef.current(where) }));
  const actor = useLockActor(effects);
  const state = useSelector(actor, selectLockState);
  const busy = useSelector(actor, selectLockBusy);
  const secondsLeft = useSelector(actor, selectSecondsLeft);
  const failure = useSelector(actor, selectLockFailure);
  const locationProblem = useSelector(actor, selectLocationProblem);
  const id = useId();
  // Not `disabled`: a disabled button drops the keyboard focus; the machine ignores the press meanwhile.
  const unavailable = busy || state === 'Unlocked';
  return (
    <div className={state === 'Unlocked' ? 'lock-control lock-control--open' : 'lock-control'}>
      <div className="lock-control__text">
        <span id={`${id}-label`} className="lock-control__label">
          {label}
        </span>
        <span id={`${id}-status`} className="lock-control__status" role="status" aria-live="polite">
          <LockStatus state={state} secondsLeft={secondsLeft} />
        </span>
      </div>
      <button
        type="button"
        className="button button--primary lock-control__button"
        aria-labelledby={`${id}-label ${id}-action`}
        aria-describedby={`${id}-status`}
        aria-disabled={unavailable || undefined}
        aria-busy={busy || undefined}
        onClick={() => actor.send({ type: 'press' })}
      >
        <span id={`${id}-action`}>
          <FormattedMessage id="lock.press" />
        </span>
      </button>
      <LockProblem state={state} failure={failure} locationProblem={locationProblem} />
    </div>
  );
}

function LockStatus({ state, secondsLeft }: { state: LockState; secondsLeft: number | null }) {
  if (state === 'Locating') return <FormattedMessage id="lock.locating" />;
  if (state === 'Unlocking') return <FormattedMessage id="lock.opening" />;
  if (state === 'Unlocked') return <FormattedMessage id="lock.unlocked" values={{ seconds: secondsLeft ?? 0 }} />;
  // Every failure leaves the lock as it was: closed.
  return <FormattedMessage id="lock.locked" />;
}
