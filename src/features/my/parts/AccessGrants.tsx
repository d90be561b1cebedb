import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MyListContext, MyListProvider } from '../../../../machines/myList/provider';
import { accessGrantsEffects, type AccessGrantsEffects } from '../accessGrantsEffects';
import type { MyBox } from '../myBoxes';
import './AccessGrants.css';
import { GrantForm } from './GrantForm';
import { GrantList } from './GrantList';

/**
 * "Give access" of a box the customer rents (not of one shared with them): a time-limited link for
 * a person without an account, e-mailed to them, and the grants given so far. Its calls run only
 * once opened, so My boxes loads as fast as before.
 */
export function AccessGrants({ box, effects = accessGrantsEffects }: { box: MyBox; effects?: AccessGrantsEffects }) {
  const [open, setOpen] = useState(false);
  if (box.kind !== 'own') return null;
  return (
    <details className="my-grants" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="my-grants__toggle">
        <FormattedMessage id="my.grants.toggle" />
      </summary>
      {open && <GrantsPanel contractId={box.contractId} boxName={box.boxName} effects={effects} />}
    </details>
  );
}

function GrantsPanel({ contractId, boxName, effects }: { contractId: number; boxName: string; effects: AccessGrantsEffects }) {
  const [listEffects] = useState(() => ({ load: (query: string) => effects.loadGrants(Number(query)) }));
  return (
    <div className="my-grants__panel">
      <p className="my-card__line">
        <FormattedMessage id="my.grants.intro" />
      </p>
      {/* The list machine of this box's grants; its "filter" is the contract. */}
      <MyListProvider query={String(contractId)} effects={listEffects}>
        <GrantsBody contractId={contractId} boxName={boxName} effects={effects} />
      </MyListProvider>
    </div>
  );
}

function GrantsBody({ contractId, boxName, effects }: { contractId: number; boxName: string; effects: AccessGrantsEffects }) {
  const { send } = MyListContext.useActorRef();
  const reload = useCallback(() => send({ type: 'reload' }), [send]);
  return (
    <>
      <GrantForm contractId={contractId} boxName={boxName} generate={effects.generate} onGranted={reload} />
      <GrantList revoke={effects.revoke} onRevoked={reload} />
    </>
  );
}
