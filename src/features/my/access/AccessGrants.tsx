import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageLoading } from '@shared/layout/PageLoading';
import { lazyWithMessages } from '@shared/routing/routeDef';
import type { AccessGrantsEffects } from './accessGrantsEffects';
import type { MyBox } from '../boxes/myBoxes';
import '../boxes/CardPanels.css';

// The panel (form, list, created link) and its texts are downloaded when "Give access" is first
// opened (or pointed at, or focused), so the first load of My boxes does not carry them.
const GrantsPanel = lazyWithMessages(() => import('./GrantsPanel'), ['myPanels', 'forms']);

/**
 * "Give access" of a box the customer rents (not of one shared with them): a time-limited link for
 * a person without an account, e-mailed to them, and the grants given so far. Its calls run only
 * once opened, so My boxes loads as fast as before.
 */
export function AccessGrants({ box, effects }: { box: MyBox; effects?: AccessGrantsEffects }) {
  const [open, setOpen] = useState(false);
  if (box.kind !== 'own') return null;
  return (
    <details className="my-grants" onToggle={(event) => setOpen(event.currentTarget.open)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its disclosure's button; pointing at it or focusing it only starts the panel's download. */}
      <summary className="my-grants__toggle" onPointerEnter={GrantsPanel.prefetch} onFocus={GrantsPanel.prefetch}>
        <FormattedMessage id="my.grants.toggle" />
      </summary>
      {open && (
        // The same indicator the grants list shows while it loads.
        <Suspense fallback={<PageLoading />}>
          <GrantsPanel contractId={box.contractId} boxName={box.boxName} effects={effects} />
        </Suspense>
      )}
    </details>
  );
}
