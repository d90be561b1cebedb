import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OperatingCountry } from '@contract/countries';
import { MyListProvider } from '@machines/myList/provider';
import { FieldError } from '@shared/form/FieldError';
import { TextField } from '@shared/form/Fields';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { LoadedList, useRows } from '../frame/LoadedList';
import type { Draft } from './draft';
import type { DraftForm } from './useDraftForm';
import { holidaysLoad, type Holiday, type WarehouseActions } from './warehouseEffects';

/**
 * The warehouse's own closed days (a local holiday, a maintenance day), on which the intervals marked
 * "working days only" stay shut as on a public holiday; beside them, read only, the country's public
 * holidays of the next twelve months, which count already.
 */
export function ClosedDaysSection({ f, actions }: { f: DraftForm<Draft>; actions: WarehouseActions }) {
  const t = useT();
  const days = f.draft.closedDays;
  const [holidayEffects] = useState(() => holidaysLoad(actions));
  return (
    <fieldset>
      <legend>
        <FormattedMessage id="admin.warehouse.closedDays" />
      </legend>
      <p className="form__note">
        <FormattedMessage id="admin.warehouse.closedDaysIntro" />
      </p>
      {days.map((day, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a closed day is its place in the list; errors are keyed by it too.
        <div key={index} className="form__row warehouse-editor__closed-day">
          <TextField
            {...f.text(`closedDays.${index}.date`)}
            type="date"
            required
            label={t('admin.warehouse.closedDay')}
          />
          <TextField {...f.text(`closedDays.${index}.note`)} label={t('admin.warehouse.closedDayNote')} />
          <button
            type="button"
            className="button button--link"
            onClick={() =>
              f.set(
                'closedDays',
                days.filter((_, i) => i !== index),
              )
            }
          >
            <FormattedMessage id="admin.warehouse.removeClosedDay" values={{ date: day.date || '–' }} />
          </button>
        </div>
      ))}
      <FieldError code={f.errors.closedDays} />
      <p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => f.set('closedDays', [...days, { date: '', note: '' }])}
        >
          <FormattedMessage id="admin.warehouse.addClosedDay" />
        </button>
      </p>
      <section aria-labelledby="holidays-title">
        <p id="holidays-title" className="warehouse-editor__subtitle">
          <FormattedMessage id="admin.warehouse.holidays" />
        </p>
        <MyListProvider query={f.draft.country as OperatingCountry} effects={holidayEffects}>
          <LoadedList empty={<FormattedMessage id="admin.warehouse.noHolidays" />}>
            <HolidayList />
          </LoadedList>
        </MyListProvider>
      </section>
    </fieldset>
  );
}

/** A calendar day as a Date at local midnight, so it is named as that day wherever the browser is. */
export function localDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

function HolidayList() {
  const holidays = useRows<Holiday>();
  const format = useFormatters();
  return (
    <ul className="warehouse-editor__holidays">
      {holidays.map((h) => (
        <li key={h.date}>
          {format.date(localDate(h.date))} – {h.name}
        </li>
      ))}
    </ul>
  );
}
