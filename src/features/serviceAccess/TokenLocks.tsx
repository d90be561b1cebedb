import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import type { UnlockTokenValidity } from '../../../contract/unlockToken';
import { useT } from '../../shared/i18n/useT';
import type { TokenUnlocks, Unlock } from './serviceAccessEffects';

/** A lock's control: its label and the call that opens it (the lock feature's control, or a stand-in). */
export type LockControlComponent = ComponentType<{ label: string; unlock: Unlock }>;

/** Until a lock control is given, each lock is named and its call kept ready. */
function LockName({ label }: { label: string; unlock: Unlock }) {
  return <span className="service-access__lock-name">{label}</span>;
}

/**
 * What a valid link opens: per warehouse its entrance, then the doors of the link's boxes in it.
 * The link's calls open only the main entrance and box doors (no backup entrance).
 */
export function TokenLocks({ validity, unlocks, LockControl = LockName }: { validity: UnlockTokenValidity; unlocks: TokenUnlocks; LockControl?: LockControlComponent }) {
  const t = useT();
  return (
    <section className="service-access__locks" aria-labelledby="service-access-locks">
      <h2 id="service-access-locks" className="service-access__title">
        <FormattedMessage id="serviceAccess.locksTitle" />
      </h2>
      <p className="service-access__hint">
        <FormattedMessage id="serviceAccess.nearHint" />
      </p>
      {validity.warehouses.map((warehouse) => (
        <section key={warehouse.id} className="service-access__warehouse" aria-labelledby={`service-access-warehouse-${warehouse.id}`}>
          <h3 id={`service-access-warehouse-${warehouse.id}`} className="service-access__warehouse-name">
            {warehouse.name}
          </h3>
          <p className="service-access__address">{`${warehouse.address.street} ${warehouse.address.number}, ${warehouse.address.zip} ${warehouse.address.city}`}</p>
          {warehouse.addressNote && <p className="service-access__address">{warehouse.addressNote}</p>}
          <ul className="service-access__controls">
            <li>
              <LockControl label={t('serviceAccess.entrance')} unlock={unlocks.entrance(warehouse.id)} />
            </li>
            {validity.boxes
              .filter((box) => box.warehouseId === warehouse.id)
              .map((box) => (
                <li key={box.id}>
                  <LockControl label={t('serviceAccess.box', { box: box.name })} unlock={unlocks.box(box.id)} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
