import { emptyDetails, emptyDraft, type OrderDraft } from '@machines/order/draft';
import { serialiseDraft } from '@machines/order/storage';
import { storageKeys } from '@shared/storage/keys';
import { freeBox } from './orderLink';

/** The order steps a visitor can come back to mid-order: their draft is kept in local storage. */
export type LaterOrderStep = '/order/user-details' | '/order/summary';

/**
 * The local storage of a visitor who comes back to `step` mid-order (a reload, the tab reopened the
 * next day): the `nth` free box of the warehouse chosen for three months and, for the summary, the
 * invoicing details filled in. Without it the step has no order to show and sends the visitor back
 * to an earlier one, which is not what the step costs. Written with the app's own draft functions, so
 * a change of the draft's shape is a type error here rather than a silently empty draft.
 */
export async function midOrderStorage(
  baseUrl: string,
  warehouseId: number,
  step: LaterOrderStep,
  nth: number,
): Promise<Record<string, string>> {
  const draft: OrderDraft = {
    ...emptyDraft(new Date().toISOString()),
    box: await freeBox(baseUrl, warehouseId, nth),
    warehouseId,
    invoicing: 3,
  };
  if (step === '/order/summary') {
    draft.invoicingDetails = {
      ...emptyDetails('SVK'),
      firstName: 'Eva',
      lastName: 'Testovacia',
      email: `measure-${Date.now()}-${nth}@example.com`,
      telephoneNumber: '+421905123456',
      address: { street: 'Hlavná', number: '12', city: 'Košice', zip: '040 01', countryCode: 'SVK' },
    };
    draft.invoicingDetailsValid = true;
  }
  return { [storageKeys.order]: serialiseDraft(draft) };
}
