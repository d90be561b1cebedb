import { FormattedMessage } from 'react-intl';
import type { Warehouse } from './staffEffects';

/** The warehouses an OWNER runs, ticked from the network (their names, never bare ids). */
export function WarehouseChoice({
  network,
  chosen,
  onChange,
}: {
  network: readonly Warehouse[];
  chosen: ReadonlySet<number>;
  onChange: (chosen: Set<number>) => void;
}) {
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <fieldset className="field">
      <legend className="field__label">
        <FormattedMessage id="admin.staff.warehouses" />
      </legend>
      {network.map((w) => (
        <div key={w.id} className="field field--checkbox">
          <input
            id={`warehouse-${w.id}`}
            type="checkbox"
            className="field__checkbox"
            checked={chosen.has(w.id)}
            onChange={(event) => toggle(w.id, event.target.checked)}
          />
          <label className="field__label" htmlFor={`warehouse-${w.id}`}>
            {w.name}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
