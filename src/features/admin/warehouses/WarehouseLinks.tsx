import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { useT } from '@shared/i18n/useT';
import { AppLink } from '@shared/navigation/AppLink';
import { boxesPathOf, pricesPathOf, warehousePathOf } from '../consolePaths';

/**
 * The pages of one warehouse, as a row of links under its name: the details (this editor) first; a
 * page that manages more of the warehouse (its boxes, its prices) adds its entry to this list.
 */
export const warehousePages: { path: (id: number) => string; messageId: string }[] = [
  { path: warehousePathOf, messageId: 'admin.warehouse.page.details' },
  { path: boxesPathOf, messageId: 'admin.warehouse.page.boxes' },
  { path: pricesPathOf, messageId: 'admin.warehouse.page.prices' },
];

export function WarehouseLinks({ warehouseId, name }: { warehouseId: number; name: string }) {
  const t = useT();
  const [current] = useLocation();
  return (
    <nav aria-label={t('admin.warehouse.pages', { name })} className="warehouse-editor__pages">
      <ul>
        {warehousePages.map(({ path, messageId }) => {
          const to = path(warehouseId);
          return (
            <li key={messageId}>
              <AppLink to={to} aria-current={current === to ? 'page' : undefined}>
                <FormattedMessage id={messageId} />
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
