import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BoxSharingEffects } from '@machines/boxSharing/effects';
import { useT } from '@shared/i18n/useT';
import { lazyWithMessages } from '@shared/routing/routeDef';
import { boxSharingEffects } from './boxSharingEffects';
import type { MyBox } from '../boxes/myBoxes';
import { CardLoading } from '../boxes/CardLoading';
import '../boxes/CardPanels.css';

// The panel, the box-sharing machine and their texts are downloaded when "Share" is first opened
// (or pointed at, or focused), so the first load of My boxes does not carry them.
const SharePanel = lazyWithMessages<{ contractId: number; boxName: string; effects: BoxSharingEffects }>(
  () => import('./SharePanel').then((module) => ({ default: module.SharePanel })),
  ['myPanels', 'forms'],
);

/**
 * "Share" of a box the customer rents (not of one shared with them): another registered user, named
 * by e-mail, may then open the box and see its code, but nothing of the contract's money. Its calls
 * run only once opened, so My boxes loads as fast as before.
 */
export function BoxSharing({
  box,
  effects = boxSharingEffects,
  initiallyOpen = false,
}: {
  box: MyBox;
  effects?: BoxSharingEffects;
  initiallyOpen?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(initiallyOpen);
  if (box.kind !== 'own') return null;
  return (
    <details
      className="my-grants"
      open={initiallyOpen || undefined}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its disclosure's button; pointing at it or focusing it only starts the panel's download. */}
      <summary
        className="my-grants__toggle"
        aria-label={t('my.sharing.toggleOf', { box: box.boxName })}
        onPointerEnter={SharePanel.prefetch}
        onFocus={SharePanel.prefetch}
      >
        <FormattedMessage id="my.sharing.toggle" />
      </summary>
      {open && (
        // The same "Loading…" the panel shows while it asks for the shares, so nothing flickers.
        <Suspense fallback={<CardLoading />}>
          <SharePanel contractId={box.contractId} boxName={box.boxName} effects={effects} />
        </Suspense>
      )}
    </details>
  );
}
