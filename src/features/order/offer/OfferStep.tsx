import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useOrder, useOrderActor } from '@machines/order/provider';
import {
  selectDraft,
  selectOffer,
  selectOfferFailure,
  selectOfferState,
  selectVoucherCheck,
} from '@machines/order/selectors';
import { paths } from '@shared/routing/paths';
import { AppLink, useAppNavigate } from '@shared/navigation/AppLink';
import { backToWarehouse } from '../links';
import { StepLoading, StepProblem } from '../StepState';
import { BoxOverview } from './BoxOverview';
import { InsuranceChoice } from './InsuranceChoice';
import { PeriodChoice } from './PeriodChoice';
import { VoucherField } from './VoucherField';

/** Step 1: the offer for `boxId` (from `/order/first?boxId=&warehouseId=`). */
export function OfferStep({ boxId, warehouseId }: { boxId: number | null; warehouseId: number | null }) {
  const actor = useOrderActor();
  const state = useOrder(selectOfferState);
  const failure = useOrder(selectOfferFailure);
  useEffect(() => {
    if (boxId !== null) actor.send({ type: 'offer-opened', boxId });
  }, [actor, boxId]);

  if (boxId === null) {
    return (
      <p className="notice">
        <FormattedMessage id="order.offer.noBox" />{' '}
        <AppLink to={paths.boxes}>
          <FormattedMessage id="order.chooseBox" />
        </AppLink>
      </p>
    );
  }
  if (state === 'Unavailable' || state === 'Failed') {
    return (
      <StepProblem code={failure?.code ?? 'weApologize'}>
        {state === 'Failed' ? (
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'offer-retry' })}>
            <FormattedMessage id="order.retry" />
          </button>
        ) : (
          <AppLink to={backToWarehouse(warehouseId)} className="button button--primary">
            <FormattedMessage id="order.backToWarehouse" />
          </AppLink>
        )}
      </StepProblem>
    );
  }
  if (state !== 'Ready' && state !== 'CheckingVoucher') return <StepLoading />;
  return <OfferForm />;
}

function OfferForm() {
  const actor = useOrderActor();
  const navigate = useAppNavigate();
  const offer = useOrder(selectOffer)!;
  const draft = useOrder(selectDraft);
  const voucherCheck = useOrder(selectVoucherCheck);
  const checking = useOrder((s) => selectOfferState(s) === 'CheckingVoucher');
  const [periodMissing, setPeriodMissing] = useState(false);
  const periodsRef = useRef<HTMLDivElement>(null);
  const chosenPeriod = offer.periods.find((period) => period.periodInMonths === draft.invoicing) ?? null;
  const extraInsurance = offer.insuranceOptions.some((option) => option.id === draft.insurance && !option.included);

  const goOn = () => {
    if (draft.invoicing === null) {
      setPeriodMissing(true);
      periodsRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    navigate(paths.orderDetails);
  };

  return (
    <div className="order-step">
      <BoxOverview offer={offer} />
      {offer.firstMonthFree && (
        <p className="notice">
          <FormattedMessage id="order.offer.firstMonthFree" />
        </p>
      )}
      <div ref={periodsRef}>
        <PeriodChoice
          periods={offer.periods}
          insuranceId={draft.insurance}
          value={draft.invoicing}
          error={periodMissing && draft.invoicing === null ? 'revalid/rule/basic/not-null' : null}
          onChange={(period) => actor.send({ type: 'period-chosen', period })}
        />
      </div>
      <p className="field__hint">
        {extraInsurance && (
          <>
            <FormattedMessage id="order.period.withInsurance" />{' '}
          </>
        )}
        <FormattedMessage id="order.period.note" />
      </p>
      <InsuranceChoice
        options={offer.insuranceOptions}
        value={draft.insurance}
        onChange={(insuranceId) => actor.send({ type: 'insurance-chosen', insuranceId })}
      />
      <VoucherField
        applied={draft.voucherToken}
        check={voucherCheck}
        discount={chosenPeriod?.voucherDiscount ?? null}
        busy={checking}
        onApply={(token) => actor.send({ type: 'voucher-applied', token })}
        onRemove={() => actor.send({ type: 'voucher-removed' })}
      />
      <div className="order-step__actions">
        <button type="button" className="button button--primary" onClick={goOn} disabled={checking}>
          <FormattedMessage id="order.continue" />
        </button>
      </div>
    </div>
  );
}
