import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccessInterval } from '@contract/admin/warehouses';
import { CheckboxField, TextField } from '@shared/form/Fields';
import { FieldError } from '@shared/form/FieldError';
import { useT } from '@shared/i18n/useT';
import { type Draft, newInterval } from './draft';
import type { DraftForm } from './useDraftForm';

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * One entrance's access hours: "always" (null: 24/7 for the main entrance, the main entrance's hours
 * for the backup one), or weekly intervals, each with its days, from and to (HH:MM, 24:00 for
 * midnight) and whether it keeps closed on public holidays and the warehouse's closed days.
 */
export function HoursEditor({
  f,
  path,
  title,
  alwaysLabel,
}: {
  f: DraftForm<Draft>;
  path: 'accessHours' | 'backupAccessHours';
  title: string;
  alwaysLabel: string;
}) {
  const t = useT();
  const intervals = f.draft[path];
  return (
    <fieldset>
      <legend>{title}</legend>
      <CheckboxField
        name={`${path}.always`}
        label={alwaysLabel}
        checked={intervals === null}
        onChange={(always) => f.set(path, always ? null : [newInterval()])}
      />
      {intervals?.map((interval, index) => (
        <IntervalRow
          // biome-ignore lint/suspicious/noArrayIndexKey: an interval is its place in the list; errors are keyed by it too.
          key={index}
          f={f}
          path={`${path}.${index}`}
          interval={interval}
          number={index + 1}
          onRemove={() =>
            f.set(
              path,
              intervals.filter((_, i) => i !== index),
            )
          }
        />
      ))}
      <FieldError code={f.errors[path]} />
      {intervals && (
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => f.set(path, [...intervals, newInterval()])}
          >
            <FormattedMessage id="admin.warehouse.addInterval" />
          </button>
        </p>
      )}
      {intervals?.length === 0 && (
        <p className="form__note">
          <FormattedMessage id="admin.warehouse.neverOpen" />
        </p>
      )}
      <p className="form__note">{t('admin.warehouse.hoursHint')}</p>
    </fieldset>
  );
}

function IntervalRow({
  f,
  path,
  interval,
  number,
  onRemove,
}: {
  f: DraftForm<Draft>;
  path: string;
  interval: AccessInterval;
  number: number;
  onRemove: () => void;
}) {
  const t = useT();
  const id = useId();
  const daysError = f.errors[`${path}.days`];
  const toggle = (day: number, on: boolean) =>
    f.set(`${path}.days`, on ? [...interval.days, day].sort((a, b) => a - b) : interval.days.filter((d) => d !== day));
  return (
    <fieldset className="warehouse-editor__interval">
      <legend>
        <FormattedMessage id="admin.warehouse.interval" values={{ number }} />
      </legend>
      <fieldset className="warehouse-editor__days" aria-describedby={daysError ? `${id}-days` : undefined}>
        <legend>
          <FormattedMessage id="admin.warehouse.days" />
        </legend>
        {weekdays.map((day, i) => (
          <label key={day} className="warehouse-editor__day">
            <input
              type="checkbox"
              name={`${path}.days.${day}`}
              checked={interval.days.includes(day)}
              aria-invalid={daysError && i === 0 ? true : undefined}
              aria-describedby={daysError ? `${id}-days` : undefined}
              onChange={(event) => toggle(day, event.target.checked)}
            />
            {t(`admin.warehouse.weekday.${day}`)}
          </label>
        ))}
        <FieldError id={`${id}-days`} code={daysError} />
      </fieldset>
      <div className="form__row">
        <TextField
          {...f.text(`${path}.from`)}
          required
          inputMode="numeric"
          placeholder="08:00"
          label={t('admin.warehouse.from')}
        />
        <TextField
          {...f.text(`${path}.to`)}
          required
          inputMode="numeric"
          placeholder="18:00"
          label={t('admin.warehouse.to')}
        />
      </div>
      <CheckboxField {...f.checkbox(`${path}.workingDaysOnly`)} label={t('admin.warehouse.workingDaysOnly')} />
      <p>
        <button type="button" className="button button--link" onClick={onRemove}>
          <FormattedMessage id="admin.warehouse.removeInterval" values={{ number }} />
        </button>
      </p>
    </fieldset>
  );
}
