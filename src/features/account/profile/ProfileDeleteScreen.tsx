import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';
import { CheckboxField } from '@shared/form/Fields';
import { FormFrame } from '@shared/form/FormFrame';
import { useForm } from '@shared/form/useForm';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { paths } from '@shared/routing/paths';
import { useT } from '@shared/i18n/useT';
import { AppLink, useAppNavigate } from '@shared/navigation/AppLink';
import { useSessionMachine } from '@shared/session/SessionContext';
import { MyAreaFrame } from '@shared/layout/MyAreaFrame';

const removeAccount = async () => bodyOf(await api.my.removeAccount(), 200);

/**
 * Account cancellation: an irreversible warning, an explicit confirmation,
 * refused while contracts are active. On success the session ends and the success message is shown
 * over the landing page (this page needs a session, so it cannot show it itself).
 */
export default function ProfileDeleteScreen() {
  const t = useT();
  const navigate = useAppNavigate();
  const { send } = useSessionMachine();
  const removal = useFormSubmission(removeAccount);
  const form = useForm({ confirmed: false }, removal.failure);

  useEffect(() => {
    if (!removal.succeeded) return;
    navigate(paths.landing, { replace: true });
    send({ type: 'account-removed' });
  }, [removal.succeeded, navigate, send]);

  return (
    <MyAreaFrame
      titleId="my.delete.title"
      introId="my.delete.intro"
      links={[{ to: paths.myProfile, messageId: 'my.backToProfile' }]}
    >
      <p className="notice notice--error">
        <FormattedMessage id="account.delete.warning" />
      </p>
      <FormFrame
        form={form}
        label={t('my.delete.title')}
        validate={(v) => (v.confirmed ? {} : { confirmed: 'mustBeChecked' })}
        onValid={() => removal.submit(undefined)}
        busy={removal.submitting || removal.succeeded}
        submitLabel={<FormattedMessage id="account.delete.submit" />}
        alertAction={
          form.general === 'account/active-contracts' && (
            <p>
              <AppLink to={paths.myContracts}>
                <FormattedMessage id="account.delete.seeContracts" />
              </AppLink>
            </p>
          )
        }
      >
        <CheckboxField {...form.checkbox('confirmed')} required label={t('account.delete.confirm')} />
      </FormFrame>
    </MyAreaFrame>
  );
}
