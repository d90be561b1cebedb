import { FormattedMessage } from 'react-intl';
import { ChangePasswordRequest } from '../../../../contract/my';
import { bodyOf } from '../../../shared/api/apiFailure';
import { api } from '../../../shared/api/client';
import { TextField } from '../../../shared/form/Fields';
import { FormAlert, FormSuccess, SubmitButton } from '../../../shared/form/FormParts';
import { useForm } from '../../../shared/form/useForm';
import { useFormSubmission } from '../../../shared/form/useFormSubmission';
import { confirmationErrors, validateWith } from '../../../shared/form/validation';
import { paths } from '../../../shared/routing/paths';
import { useT } from '../../../shared/i18n/useT';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { MyAreaFrame } from '../../../shared/layout/MyAreaFrame';

type ChangeBody = ReturnType<typeof ChangePasswordRequest.parse>;
const changePassword = async (body: ChangeBody) => bodyOf(await api.my.changePassword({ body }), 200);

/** Change password (spec section 2): the current one, then the new one twice (at least 6 characters with a digit). */
export default function ChangePasswordScreen() {
  const t = useT();
  const change = useFormSubmission(changePassword);
  const form = useForm({ oldPassword: '', password: '', passwordConfirmation: '' }, change.failure);
  const { values, errors, set } = form;
  return (
    <MyAreaFrame titleId="my.changePassword.title" introId="my.changePassword.intro" links={[{ to: paths.myProfile, messageId: 'my.backToProfile' }]}>
      {change.succeeded ? (
        <FormSuccess>
          <FormattedMessage id="auth.changePassword.success" />
        </FormSuccess>
      ) : (
        <form
          ref={form.formRef}
          className="form"
          noValidate
          aria-label={t('my.changePassword.title')}
          onSubmit={form.submitWith(
            (v) => ({ ...validateWith(ChangePasswordRequest, v), ...confirmationErrors(v.password, v.passwordConfirmation) }),
            (v) => change.submit(ChangePasswordRequest.parse(v)),
          )}
        >
          <FormAlert code={form.general} />
          <TextField
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            required
            label={t('auth.field.oldPassword')}
            value={values.oldPassword}
            onChange={(v) => set('oldPassword', v)}
            error={errors.oldPassword}
          />
          <NewPasswordFields values={values} errors={errors} set={set} passwordLabelId="auth.field.newPassword" />
          <SubmitButton busy={change.submitting}>
            <FormattedMessage id="auth.changePassword.submit" />
          </SubmitButton>
        </form>
      )}
    </MyAreaFrame>
  );
}
