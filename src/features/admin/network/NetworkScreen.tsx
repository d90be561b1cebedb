import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { NetworkWarehouse } from '@contract/admin/network';
import { consoleRoles } from '@contract/admin/values';
import { MyListProvider, type MyListEffects } from '@machines/myList/provider';
import { StaffSessionContext } from '@machines/staffSession/provider';
import { selectMe } from '@machines/staffSession/selectors';
import { countryName } from '@shared/countries/countryName';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { ScrollArea } from '@shared/layout/ScrollArea';
import { AppLink } from '@shared/navigation/AppLink';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { networkEffects } from '../adminEffects';
import { boxesPathOf, consolePaths, pricesPathOf, warehousePathOf } from '../consolePaths';
import { LoadedList, useRows } from '../frame/LoadedList';

type Warehouse = z.infer<typeof NetworkWarehouse>;

/**
 * The warehouses the staff member may see (an OWNER: their own), with how many boxes are free; each
 * opens its editor, and an administrator starts a new one here.
 */
export function NetworkScreen({ effects }: { effects?: MyListEffects }) {
  const t = useT();
  const [listEffects] = useState(() => effects ?? networkEffects());
  const me = StaffSessionContext.useSelector(selectMe);
  useDocumentTitle(t('title.page', { page: t('admin.network.title') }));
  return (
    <>
      <h1 className="page__title">
        <FormattedMessage id="admin.network.title" />
      </h1>
      <p className="page__lead">
        <FormattedMessage id="admin.network.intro" />
      </p>
      {me && (consoleRoles.warehouseCreate as readonly string[]).includes(me.role) && (
        <p>
          <AppLink to={consolePaths.newWarehouse} className="button button--secondary">
            <FormattedMessage id="admin.network.newWarehouse" />
          </AppLink>
        </p>
      )}
      <MyListProvider query="" effects={listEffects}>
        <LoadedList empty={<FormattedMessage id="admin.network.empty" />}>
          <WarehouseTable />
        </LoadedList>
      </MyListProvider>
    </>
  );
}

function WarehouseTable() {
  const rows = useRows<Warehouse>();
  const { locale } = useIntl();
  const format = useFormatters();
  return (
    <ScrollArea labelledBy="network-caption">
      <table className="console__table">
        <caption id="network-caption" className="visually-hidden">
          <FormattedMessage id="admin.network.title" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="admin.network.warehouse" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.network.country" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.network.address" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.network.boxes" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.network.free" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.network.state" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.network.pages" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((w) => (
            <tr key={w.id}>
              <th scope="row">
                <AppLink to={warehousePathOf(w.id)}>{w.name}</AppLink>
              </th>
              <td>{countryName(w.country, locale)}</td>
              <td>{`${w.street} ${w.streetNumber}, ${w.city}`}</td>
              <td>{format.number(w.activeBoxes)}</td>
              <td>{format.number(w.freeBoxes)}</td>
              <td>
                <FormattedMessage id={w.deactivated ? 'admin.network.deactivated' : 'admin.network.open'} />
              </td>
              <td>
                <ul className="console__links">
                  {(
                    [
                      [boxesPathOf(w.id), 'admin.warehouse.page.boxes'],
                      [pricesPathOf(w.id), 'admin.warehouse.page.prices'],
                    ] as const
                  ).map(([to, messageId]) => (
                    <li key={to}>
                      <AppLink to={to}>
                        <FormattedMessage id={messageId} /> <span className="visually-hidden">– {w.name}</span>
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
