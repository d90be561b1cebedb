import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { operatingCountries } from '@contract/operatingCountries';
import type { RentalContract } from '@contract/entities';
import { contractStatuses } from '@contract/enumValues';
import { MyListProvider } from '@machines/myList/provider';
import { FilterSelect } from '../shared/FilterSelect';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { MyAreaFrame } from '@shared/layout/MyAreaFrame';
import { AppLink, useAppNavigate } from '@shared/navigation/AppLink';
import { paths } from '@shared/routing/paths';
import { readContractFilters, withFilters, writeContractFilters, type ContractFilters } from '../shared/listQuery';
import { contractsEffects } from './contractEffects';
import { ContractStatusBadge } from './ContractStatusBadge';
import { countryName } from '@shared/countries/countryName';
import { ListState, useListItems } from '../shared/ListState';
import '../shared/My.css';

/** My contracts: filters by country and status in the address, the list, a contract's detail one click away. */
export default function ContractsScreen() {
  const filters = readContractFilters(useSearch());
  return (
    <MyAreaFrame
      titleId="my.contracts.title"
      introId="my.contracts.intro"
      links={[{ to: paths.myRents, messageId: 'my.nav.rents' }]}
    >
      <ContractFilterBar filters={filters} />
      <MyListProvider query={writeContractFilters(filters)} effects={contractsEffects}>
        <ListState
          empty={
            <div className="notice my-empty" role="status">
              <p>
                <FormattedMessage
                  id={filters.country || filters.status ? 'my.contracts.noneMatching' : 'my.contracts.none'}
                />
              </p>
              <AppLink to={paths.boxes} className="button button--primary">
                <FormattedMessage id="my.boxes.findBox" />
              </AppLink>
            </div>
          }
        >
          <ContractList />
        </ListState>
      </MyListProvider>
    </MyAreaFrame>
  );
}

/** Each choice changes the address (a new history entry), and the list follows the address. */
function ContractFilterBar({ filters }: { filters: ContractFilters }) {
  const t = useT();
  const { locale } = useIntl();
  const navigate = useAppNavigate();
  const choose = (next: ContractFilters) => navigate(withFilters(paths.myContracts, writeContractFilters(next)));
  return (
    // biome-ignore lint/a11y/useSemanticElements: filters that apply at once, not a part of a form.
    <div className="my-filters" role="group" aria-label={t('my.filters.label')}>
      <FilterSelect
        name="country"
        label={t('my.filters.country')}
        value={filters.country ?? ''}
        onChange={(value) => choose({ ...filters, country: (value || null) as ContractFilters['country'] })}
        options={[
          { value: '', label: t('my.filters.allCountries') },
          ...operatingCountries.map((c) => ({ value: c, label: countryName(c, locale) })),
        ]}
      />
      <FilterSelect
        name="status"
        label={t('my.filters.status')}
        value={filters.status ?? ''}
        onChange={(value) => choose({ ...filters, status: (value || null) as ContractFilters['status'] })}
        options={[
          { value: '', label: t('my.filters.allStatuses') },
          ...contractStatuses.map((s) => ({ value: s, label: t(`my.status.${s}`) })),
        ]}
      />
    </div>
  );
}

function ContractList() {
  const contracts = useListItems<RentalContract>();
  const format = useFormatters();
  return (
    <ul className="my-cards">
      {contracts.map((contract) => (
        <li key={contract.id} className="my-card">
          <div className="my-card__head">
            <h2 className="my-card__title">
              <AppLink to={paths.myContract(contract.id)} className="link-target">
                <FormattedMessage id="my.contract.number" values={{ number: contract.businessId }} />
              </AppLink>
            </h2>
            <ContractStatusBadge status={contract.status} />
          </div>
          <p className="my-card__line">
            <FormattedMessage
              id="my.box.inWarehouse"
              values={{ box: contract.boxName, warehouse: contract.warehouse.name }}
            />
          </p>
          <dl className="my-facts">
            <div>
              <dt>
                <FormattedMessage id="my.contract.period" />
              </dt>
              <dd>
                {contract.terminationAt ? (
                  <FormattedMessage
                    id="my.contract.fromTo"
                    values={{ from: format.date(contract.startAt), to: format.date(contract.terminationAt) }}
                  />
                ) : (
                  <FormattedMessage id="my.contract.fromIndefinite" values={{ from: format.date(contract.startAt) }} />
                )}
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="my.contract.price" />
              </dt>
              <dd>
                <FormattedMessage
                  id="my.contract.pricePerPeriod"
                  values={{ price: format.money(contract.totalPrice), months: contract.invoicing.periodInMonths }}
                />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
