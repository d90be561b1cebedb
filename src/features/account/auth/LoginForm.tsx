import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoginRequest } from '../../../../contract/auth';
import { selectLoginFailure, selectSessionExpired, selectSigningIn } from '../../../../machines/session/selectors';
import { CheckboxField, TextField } from '../../../shared/form/Fields';
import { FormAlert, SubmitButton } from '../../../shared/form/FormParts';
import { useForm } from '../../../shared/form/useForm';
import { validateWith } from '../../../shared/form/validation';
import { paths } from '../../../shared/routing/paths';
import { useT } from '../../../shared/i18n/useT';
import { AppLink } from '../../../shared/navigation/AppLink';
import { useSessionMachine } from '../../../shared/session/SessionContext';

const LoginFields = LoginRequest.pick({ username: true, password: true });

/**
 * E-mail, password and remember me (spec section 2). The session machine does the login; a refusal
 * (wrong password, unconfirmed e-mail, too many attempts) comes back as its LoginFailed state. On
 * success the route guard leaves this page for `?redirect=` or home.
 */
export function LoginForm() {
  const t = useT();
  const { snapshot, send } = useSessionMachine();
  const failure = snapshot ? selectLoginFailure(snapshot) : null;
  const signingIn = snapshot ? selectSigningIn(snapshot) : false;
  const expired = snapshot ? selectSessionExpired(snapshot) : false;
  const form = useForm({ username: '', password: '', rememberMe: false }, failure);
  const { values, errors, set } = form;

  // A refusal from an earlier visit of this page is not news any more.
  useEffect(() => send({ type: 'failure-dismissed' }), [send]);

  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      aria-label={t('login.title')}
      onSubmit={form.submitWith(
        (v) => validateWith(LoginFields, { username: v.username, password: v.password }),
        (v) => send({ type: 'login', ...LoginFields.parse({ username: v.username, password: v.password }), rememberMe: v.rememberMe }),
      )}
    >
      {expired && !failure && (
        <p className="notice" role="status">
          <FormattedMessage id="session.expired" />
        </p>
      )}
      <FormAlert code={form.general} />
      <TextField
        name="username"
        type="email"
        autoComplete="username"
        inputMode="email"
        label={t('auth.field.email')}
        value={values.username}
        onChange={(v) => set('username', v)}
        error={errors.username}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('auth.field.password')}
        value={values.password}
        onChange={(v) => set('password', v)}
        error={errors.password}
        hint={
          <AppLink to={paths.resetRequest}>
            <FormattedMessage id="login.forgotPassword" />
          </AppLink>
        }
      />
      <CheckboxField name="rememberMe" label={t('auth.field.rememberMe')} checked={values.rememberMe} onChange={(v) => set('rememberMe', v)} />
      <SubmitButton busy={signingIn}>
        <FormattedMessage id="auth.login.submit" />
      </SubmitButton>
    </form>
  );
}
