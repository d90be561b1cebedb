import { useT } from '@shared/i18n/useT';
import { LockControl } from '@shared/locks/LockControl';
import { unlockBackupEntrance, unlockBox, unlockEntrance } from './lockEffects';
import type { MyBox } from '../boxes/myBoxes';
import { AccessLog } from './AccessLog';
import './LockControls.css';

/**
 * The lock controls of a box on My boxes: for a warehouse with smart (V2) locks, its entrance, its
 * backup entrance and the box door, for own and shared boxes alike, and the access log of an own
 * box. A keypad (V1) warehouse has none (its entrance code is on the card), and the slot's element
 * then takes no room (My.css).
 */
export function LockControlsSlot({ box }: { box: MyBox }) {
  const t = useT();
  if (box.warehouse.lockVersion !== 'V2') return null;
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: buttons that each open a lock, not a part of a form. */}
      <div className="my-locks" role="group" aria-label={t('lock.controls')}>
        <LockControl label={t('lock.kind.ENTRANCE')} unlock={unlockEntrance(box.warehouse.id)} />
        <LockControl label={t('lock.kind.BACKUP_ENTRANCE')} unlock={unlockBackupEntrance(box.warehouse.id)} />
        <LockControl label={t('lock.kind.BOX')} unlock={unlockBox(box.boxId)} />
      </div>
      {box.kind === 'own' && <AccessLog boxId={box.boxId} />}
    </>
  );
}
