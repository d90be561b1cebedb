import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MyListContext, MyListProvider } from '@machines/myList/provider';
import { accessGrantsEffects, type AccessGrantsEffects } from './accessGrantsEffects';
import { GrantForm } from './GrantForm';
import { GrantList } from './GrantList';

/**
 * The opened "Give access" of one box (AccessGrants downloads it, with its texts, when first
 * opened): the form for a new grant and the grants given so far.
 */
export default function GrantsPanel({
  contractId,
  boxName,
  effects = accessGrantsEffects,
}: {
  contractId: number;
  boxName: string;
  effects?: AccessGrantsEffects;
}) {
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

function GrantsBody({
  contractId,
  boxName,
  effects,
}: {
  contractId: number;
  boxName: string;
  effects: AccessGrantsEffects;
}) {
  const { send } = MyListContext.useActorRef();
  const reload = useCallback(() => send({ type: 'reload' }), [send]);
  return (
    <>
      <GrantForm contractId={contractId} boxName={boxName} generate={effects.generate} onGranted={reload} />
      <GrantList revoke={effects.revoke} onRevoked={reload} />
    </>
  );
}
