import { FormattedMessage } from 'react-intl';
import type { UnlockTokenValidity } from '@contract/unlockToken';
import { useT } from '@shared/i18n/useT';
import type { LockLocationEffects } from '@shared/locks/browserLockLocation';
import { LockControl } from '@shared/locks/LockControl';
import type { TokenUnlocks } from './serviceAccessEffects';

/**
 * What a valid link opens: per warehouse its entrance and backup entrance (at a barrier-free
 * warehouse the step-free door), then the doors of the link's boxes in it.
 */
export function TokenLocks({
  validity,
  unlocks,
  location,
}: {
  validity: UnlockTokenValidity;
  unlocks: TokenUnlocks;
  location?: LockLocationEffects;
}) {
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
        <section
          key={warehouse.id}
          className="service-access__warehouse"
          aria-labelledby={`service-access-warehouse-${warehouse.id}`}
        >
          <h3 id={`service-access-warehouse-${warehouse.id}`} className="service-access__warehouse-name">
            {warehouse.name}
          </h3>
          <p className="service-access__address">{`${warehouse.address.street} ${warehouse.address.number}, ${warehouse.address.zip} ${warehouse.address.city}`}</p>
          {warehouse.addressNote && <p className="service-access__address">{warehouse.addressNote}</p>}
          <ul className="service-access__controls">
            <li>
              <LockControl
                label={t('serviceAccess.entrance')}
                unlock={unlocks.entrance(warehouse.id)}
                location={location}
              />
            </li>
            <li>
              <LockControl
                label={t('lock.kind.BACKUP_ENTRANCE')}
                unlock={unlocks.backupEntrance(warehouse.id)}
                location={location}
              />
            </li>
            {validity.boxes
              .filter((box) => box.warehouseId === warehouse.id)
              .map((box) => (
                <li key={box.id}>
                  <LockControl
                    label={t('serviceAccess.box', { box: box.name })}
                    unlock={unlocks.box(box.id)}
                    location={location}
                  />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
