import { FormattedMessage } from 'react-intl';
import type { AdminBox } from '@contract/admin/layout';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { ScrollArea } from '@shared/layout/ScrollArea';

/** A floor's boxes: measures, size class, state, today's rent and lock; each opens its changes. */
export function BoxTable({
  boxes,
  smartLocks,
  onSelect,
}: {
  boxes: readonly AdminBox[];
  smartLocks: boolean;
  onSelect: (box: AdminBox) => void;
}) {
  const t = useT();
  const format = useFormatters();
  if (boxes.length === 0)
    return (
      <p>
        <FormattedMessage id="admin.boxes.emptyFloor" />
      </p>
    );
  return (
    <ScrollArea labelledBy="boxes-caption">
      <table className="console__table">
        <caption id="boxes-caption" className="visually-hidden">
          <FormattedMessage id="admin.boxes.tableCaption" />
        </caption>
        <thead>
          <tr>
            {['name', 'size', 'area', 'measures', 'status', 'rent', 'lock', 'actions'].map((column) => (
              <th key={column} scope="col">
                <FormattedMessage id={`admin.boxes.column.${column}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {boxes.map((b) => (
            <tr key={b.id}>
              <th scope="row">{b.name}</th>
              <td>{t(`sizeGuide.name.${b.sizeClass}`)}</td>
              <td>{format.number(b.areaM2, 2)} m²</td>
              <td>{`${b.widthCm} × ${b.lengthCm} × ${b.heightCm} cm`}</td>
              <td>
                <FormattedMessage id={`admin.boxes.status.${b.status}`} />
                {b.blockedReason && ` (${b.blockedReason})`}
              </td>
              <td>{format.money(b.monthlyRent)}</td>
              <td>{smartLocks ? b.lockId : t('admin.boxes.noSmartLock')}</td>
              <td>
                <button type="button" className="button button--link" onClick={() => onSelect(b)}>
                  <FormattedMessage id="admin.boxes.open" values={{ name: b.name }} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
