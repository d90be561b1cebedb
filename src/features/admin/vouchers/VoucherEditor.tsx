import { FormattedMessage } from 'react-intl';
import type { AdminVoucher, VoucherCreate, VoucherUpdate } from '@contract/admin/vouchers';
import { MyListContext } from '@machines/myList/provider';
import { FormSuccess } from '@shared/form/FormParts';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { RetryAlert } from '@shared/errors/RetryAlert';
import { useT } from '@shared/i18n/useT';
import { timingOf } from '../frame/validity';
import { VoucherForm } from './VoucherForm';
import type { VoucherActions } from './voucherEffects';

/** A change of the list, after which it is loaded again. */
function useListChange<V>(call: (values: V) => Promise<unknown>) {
  const list = MyListContext.useActorRef();
  return useFormSubmission(async (values: V) => {
    await call(values);
    list.send({ type: 'reload' });
  });
}

/** One voucher's changes: its form, and ending it now while it can still be used or is still to come. */
export function VoucherEditor({ voucher, actions }: { voucher: AdminVoucher; actions: VoucherActions }) {
  const t = useT();
  const save = useListChange((body: VoucherUpdate) => actions.update(voucher.id, body));
  const end = useListChange(() => actions.end(voucher.id));
  const open = timingOf(voucher.validFrom, voucher.validUntil) !== 'past';
  return (
    <div className="console__panel">
      {save.succeeded ? (
        <FormSuccess>
          <FormattedMessage id="admin.vouchers.saved" />
        </FormSuccess>
      ) : (
        <VoucherForm
          voucher={voucher}
          failure={save.failure}
          busy={save.submitting}
          onSubmit={(body) => save.submit(body as VoucherUpdate)}
          label={t('admin.vouchers.changeTitle', { code: voucher.code })}
          submitLabel={t('admin.vouchers.save')}
        />
      )}
      {open && !end.succeeded && (
        <div className="console__actions">
          <p>
            <FormattedMessage id="admin.vouchers.endExplained" />
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={end.submitting}
            onClick={() => end.submit(undefined)}
          >
            <FormattedMessage id="admin.vouchers.end" values={{ code: voucher.code }} />
          </button>
        </div>
      )}
      {end.failure && (
        <RetryAlert code={end.failure.code} onRetry={() => end.submit(undefined)} label={t('admin.tryAgain')} />
      )}
    </div>
  );
}

/** A new voucher; the list shows it once saved. */
export function VoucherCreator({ actions }: { actions: VoucherActions }) {
  const t = useT();
  const create = useListChange((body: VoucherCreate) => actions.create(body));
  return (
    <section aria-labelledby="voucher-new-title" className="console__panel">
      <h2 id="voucher-new-title">
        <FormattedMessage id="admin.vouchers.newTitle" />
      </h2>
      {create.succeeded ? (
        <>
          <FormSuccess>
            <FormattedMessage id="admin.vouchers.created" />
          </FormSuccess>
          <button type="button" className="button button--secondary" onClick={create.reset}>
            <FormattedMessage id="admin.vouchers.createAnother" />
          </button>
        </>
      ) : (
        <VoucherForm
          failure={create.failure}
          busy={create.submitting}
          onSubmit={(body) => create.submit(body as VoucherCreate)}
          label={t('admin.vouchers.newTitle')}
          submitLabel={t('admin.vouchers.create')}
        />
      )}
    </section>
  );
}
