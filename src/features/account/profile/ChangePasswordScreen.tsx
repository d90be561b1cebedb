import { FormattedMessage } from 'react-intl';
import type { ChangePasswordRequest } from '@contract/my';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';
import { TextField } from '@shared/form/Fields';
import { FormFrame } from '@shared/form/FormFrame';
import { FormSuccess } from '@shared/form/FormParts';
import { useForm } from '@shared/form/useForm';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { lazyValidator } from '@shared/form/lazyValidator';
import { confirmationErrors } from '@shared/form/validation';
import { paths } from '@shared/routing/paths';
import { useT } from '@shared/i18n/useT';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { MyAreaFrame } from '@shared/layout/MyAreaFrame';

type ChangeBody = ReturnType<typeof ChangePasswordRequest.parse>;

const passwordChange = lazyValidator(() => import('@contract/my').then((m) => m.ChangePasswordRequest));
const changePassword = async (body: ChangeBody) => bodyOf(await api.my.changePassword({ body }), 200);

/** Change password: the current one, then the new one twice (at least 6 characters with a digit). */
export default function ChangePasswordScreen() {
  const t = useT();
  const change = useFormSubmission(changePassword);
  const form = useForm({ oldPassword: '', password: '', passwordConfirmation: '' }, change.failure);
  return (
    <MyAreaFrame
      titleId="my.changePassword.title"
      introId="my.changePassword.intro"
      links={[{ to: paths.myProfile, messageId: 'my.backToProfile' }]}
    >
      {change.succeeded ? (
        <FormSuccess>
          <FormattedMessage id="auth.changePassword.success" />
        </FormSuccess>
      ) : (
        <FormFrame
          form={form}
          label={t('my.changePassword.title')}
          validate={async (v) => ({
            ...(await passwordChange.validate(v)),
            ...confirmationErrors(v.password, v.passwordConfirmation),
          })}
          preload={passwordChange.preload}
          onValid={(v) => change.submit(passwordChange.parse(v))}
          busy={change.submitting}
          submitLabel={<FormattedMessage id="auth.changePassword.submit" />}
        >
          <TextField
            {...form.field('oldPassword')}
            type="password"
            autoComplete="current-password"
            required
            label={t('auth.field.oldPassword')}
          />
          <NewPasswordFields field={form.field} passwordLabelId="auth.field.newPassword" />
        </FormFrame>
      )}
    </MyAreaFrame>
  );
}
