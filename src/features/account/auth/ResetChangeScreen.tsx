import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import type { PasswordChangeWithTokenRequest } from '@contract/auth';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';
import { FormFrame } from '@shared/form/FormFrame';
import { FormSuccess } from '@shared/form/FormParts';
import { useForm } from '@shared/form/useForm';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { lazyValidator } from '@shared/form/lazyValidator';
import { confirmationErrors } from '@shared/form/validation';
import { paths } from '@shared/routing/paths';
import { useT } from '@shared/i18n/useT';
import { ScreenFrame } from '@shared/layout/ScreenFrame';
import { AppLink } from '@shared/navigation/AppLink';
import { NewPasswordFields } from './NewPasswordFields';

type ChangeBody = ReturnType<typeof PasswordChangeWithTokenRequest.parse>;

const passwordChange = lazyValidator(() => import('@contract/auth').then((m) => m.PasswordChangeWithTokenRequest));
const changePassword = async (body: ChangeBody) => bodyOf(await api.auth.changePasswordWithToken({ body }), 200);

function RequestNewLink() {
  return (
    <p>
      <AppLink to={paths.resetRequest} className="button button--primary">
        <FormattedMessage id="resetChange.requestNew" />
      </AppLink>
    </p>
  );
}

/**
 * Set a new password with the token of the reset e-mail (`?token=`): without
 * a token the invalid-token message is shown; success leads to login.
 */
export default function ResetChangeScreen() {
  const t = useT();
  const token = new URLSearchParams(useSearch()).get('token');
  const change = useFormSubmission(changePassword);
  const form = useForm({ password: '', passwordConfirmation: '' }, change.failure);
  const body = (v: { password: string; passwordConfirmation: string }) => ({ token: token ?? '', ...v });

  let content: ReactNode;
  if (!token) {
    content = (
      <>
        <p className="notice notice--error" role="alert">
          <FormattedMessage id="errors.password-reset/invalid-token" />
        </p>
        <RequestNewLink />
      </>
    );
  } else if (change.succeeded) {
    content = (
      <>
        <FormSuccess>
          <FormattedMessage id="auth.resetChange.success" />
        </FormSuccess>
        <p>
          <AppLink to={paths.login} className="button button--primary">
            <FormattedMessage id="auth.goToLogin" />
          </AppLink>
        </p>
      </>
    );
  } else {
    content = (
      <>
        <FormFrame
          form={form}
          label={t('resetChange.title')}
          validate={async (v) => ({
            ...(await passwordChange.validate(body(v))),
            ...confirmationErrors(v.password, v.passwordConfirmation),
          })}
          preload={passwordChange.preload}
          onValid={(v) => change.submit(passwordChange.parse(body(v)))}
          busy={change.submitting}
          submitLabel={<FormattedMessage id="auth.resetChange.submit" />}
        >
          <NewPasswordFields field={form.field} passwordLabelId="auth.field.newPassword" />
        </FormFrame>
        {form.general === 'password-reset/invalid-token' && <RequestNewLink />}
      </>
    );
  }
  return (
    <ScreenFrame titleId="resetChange.title" introId="resetChange.intro">
      {content}
    </ScreenFrame>
  );
}
