import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffMe } from '@contract/admin/auth';
import type { PriceChange, WarehousePrices } from '@contract/admin/prices';
import { consoleRoles } from '@contract/admin/values';
import { MyListProvider, type MyListEffects } from '@machines/myList/provider';
import { TextField } from '@shared/form/Fields';
import { FormSuccess } from '@shared/form/FormParts';
import { FormFrame } from '@shared/form/FormFrame';
import { lazyValidator } from '@shared/form/lazyValidator';
import { useForm } from '@shared/form/useForm';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { LoadedList, useRows } from '../frame/LoadedList';
import { useReloadingSubmission } from '../layout/BoxForms';
import { WarehouseLinks } from '../warehouses/WarehouseLinks';
import { PriceChanges, TodaysPrices } from './PriceTables';
import { PriceForm } from './PriceForm';
import { priceActions, pricesEffects, type PriceActions } from './pricesEffects';

const withReason = lazyValidator(() => import('@contract/admin/layout').then((m) => m.BoxReason));

interface Props {
  me: StaffMe;
  warehouseId: number;
  effects?: MyListEffects<WarehousePrices>;
  actions?: PriceActions;
}

/**
 * A warehouse's prices: today's (what a new order is offered), a new price from a day, and the
 * changes set, scheduled ones withdrawable before their day. Running contracts keep the prices they
 * were ordered at, which the page says.
 */
export function PricesScreen({ me, warehouseId, effects, actions }: Props) {
  const [listEffects] = useState(() => effects ?? pricesEffects(warehouseId));
  const [calls] = useState(() => actions ?? priceActions(warehouseId));
  return (
    <MyListProvider query="" effects={listEffects}>
      <LoadedList empty={null}>
        <Prices me={me} actions={calls} />
      </LoadedList>
    </MyListProvider>
  );
}

function Prices({ me, actions }: { me: StaffMe; actions: PriceActions }) {
  const t = useT();
  const [prices] = useRows<WarehousePrices>();
  const editable = (consoleRoles.prices as readonly string[]).includes(me.role);
  const [withdrawing, setWithdrawing] = useState<PriceChange | null>(null);
  useDocumentTitle(t('title.page', { page: t('admin.prices.title', { name: prices.warehouseName }) }));
  return (
    <>
      <h1 className="page__title">
        <FormattedMessage id="admin.prices.title" values={{ name: prices.warehouseName }} />
      </h1>
      <WarehouseLinks warehouseId={prices.warehouseId} name={prices.warehouseName} />
      <p className="page__lead">
        <FormattedMessage id="admin.prices.rule" />
      </p>
      <TodaysPrices prices={prices} />
      {editable && (
        <section aria-labelledby="price-form-title">
          <h2 id="price-form-title">
            <FormattedMessage id="admin.prices.formTitle" />
          </h2>
          <PriceForm prices={prices} actions={actions} />
        </section>
      )}
      <PriceChanges prices={prices} onWithdraw={editable ? setWithdrawing : null} />
      {withdrawing && <WithdrawForm key={withdrawing.id} change={withdrawing} actions={actions} />}
    </>
  );
}

/** Withdraws a scheduled change, with the reason. */
function WithdrawForm({ change, actions }: { change: PriceChange; actions: PriceActions }) {
  const t = useT();
  const format = useFormatters();
  const submission = useReloadingSubmission(({ reason }: { reason: string }) => actions.withdraw(change.id, reason));
  const form = useForm({ reason: '' }, submission.failure);
  if (submission.succeeded)
    return (
      <FormSuccess>
        <FormattedMessage id="admin.prices.withdrawn" />
      </FormSuccess>
    );
  return (
    <FormFrame
      form={form}
      label={t('admin.prices.withdrawTitle', { day: format.date(change.effectiveFrom) })}
      validate={withReason.validate}
      preload={withReason.preload}
      onValid={(v) => submission.submit(withReason.parse(v))}
      busy={submission.submitting}
      submitLabel={<FormattedMessage id="admin.prices.withdraw" />}
    >
      <TextField {...form.field('reason')} required autoFocus label={t('admin.field.reason')} />
    </FormFrame>
  );
}
