import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import type { Rent } from '@contract/entities';
import { MyListProvider } from '@machines/myList/provider';
import { FilterSelect } from '../shared/FilterSelect';
import { useT } from '@shared/i18n/useT';
import { MyAreaFrame } from '@shared/layout/MyAreaFrame';
import { useAppNavigate } from '@shared/navigation/AppLink';
import { paths } from '@shared/routing/paths';
import { readRentFilters, withFilters, writeRentFilters, type RentFilters, type RentsShow } from '../shared/listQuery';
import { currentYear, rentsEffects } from './rentEffects';
import { ListState, useListItems } from '../shared/ListState';
import { RentsTable } from './RentsTable';
import '../shared/My.css';

/** How many years back "paid in" offers. */
const YEARS_BACK = 6;

/** My rents: "Show" all, not paid, or paid in a year (kept in the address); each rent's invoice and, when unpaid, the pay button. */
export default function RentsScreen() {
  const year = currentYear();
  const filters = readRentFilters(useSearch(), year);
  return (
    <MyAreaFrame
      titleId="my.rents.title"
      introId="my.rents.intro"
      links={[{ to: paths.myContracts, messageId: 'my.nav.contracts' }]}
    >
      <RentFilterBar filters={filters} year={year} />
      <MyListProvider query={writeRentFilters(filters, year)} effects={rentsEffects}>
        <ListState
          empty={
            <p className="notice my-empty" role="status">
              <FormattedMessage id={`my.rents.none.${filters.show}`} values={{ year: filters.year }} />
            </p>
          }
        >
          <RentList />
        </ListState>
      </MyListProvider>
    </MyAreaFrame>
  );
}

function RentFilterBar({ filters, year }: { filters: RentFilters; year: number }) {
  const t = useT();
  const navigate = useAppNavigate();
  const choose = (next: RentFilters) => navigate(withFilters(paths.myRents, writeRentFilters(next, year)));
  const years = Array.from({ length: YEARS_BACK }, (_, i) => year - i);
  return (
    // biome-ignore lint/a11y/useSemanticElements: filters that apply at once, not a part of a form.
    <div className="my-filters" role="group" aria-label={t('my.filters.label')}>
      <FilterSelect
        name="show"
        label={t('my.rents.show')}
        value={filters.show}
        onChange={(value) => choose({ ...filters, show: value as RentsShow })}
        options={(['all', 'unpaid', 'paid'] as const).map((show) => ({
          value: show,
          label: t(`my.rents.show.${show}`),
        }))}
      />
      {filters.show === 'paid' && (
        <FilterSelect
          name="year"
          label={t('my.rents.year')}
          value={String(filters.year)}
          onChange={(value) => choose({ ...filters, year: Number(value) })}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
        />
      )}
    </div>
  );
}

function RentList() {
  const rents = useListItems<Rent>();
  const t = useT();
  return <RentsTable rents={rents} caption={t('my.rents.title')} />;
}
