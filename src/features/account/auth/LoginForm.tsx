import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { selectLoginFailure, selectSessionExpired, selectSigningIn } from '@machines/session/selectors';
import { CheckboxField, TextField } from '@shared/form/Fields';
import { FormFrame } from '@shared/form/FormFrame';
import { useForm } from '@shared/form/useForm';
import { lazyValidator } from '@shared/form/lazyValidator';
import { paths } from '@shared/routing/paths';
import { useT } from '@shared/i18n/useT';
import { AppLink } from '@shared/navigation/AppLink';
import { useSessionMachine } from '@shared/session/SessionContext';

const loginFields = lazyValidator(() =>
  import('@contract/auth').then((m) => m.LoginRequest.pick({ username: true, password: true })),
);

/**
 * E-mail, password and remember me. The session machine does the login; a refusal
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

  // A refusal from an earlier visit of this page is not news any more.
  const loaded = snapshot !== null;
  useEffect(() => {
    if (loaded) send({ type: 'failure-dismissed' });
  }, [loaded, send]);

  return (
    <FormFrame
      form={form}
      label={t('login.title')}
      validate={(v) => loginFields.validate({ username: v.username, password: v.password })}
      preload={loginFields.preload}
      onValid={(v) =>
        send({
          type: 'login',
          ...loginFields.parse({ username: v.username, password: v.password }),
          rememberMe: v.rememberMe,
        })
      }
      busy={signingIn}
      unavailable={!loaded}
      submitLabel={<FormattedMessage id="auth.login.submit" />}
      notice={
        expired &&
        !failure && (
          <p className="notice" role="status">
            <FormattedMessage id="session.expired" />
          </p>
        )
      }
    >
      <TextField
        {...form.field('username')}
        type="email"
        autoComplete="username"
        inputMode="email"
        label={t('auth.field.email')}
      />
      <TextField
        {...form.field('password')}
        type="password"
        autoComplete="current-password"
        label={t('auth.field.password')}
        hint={
          <AppLink to={paths.resetRequest} className="link-target">
            <FormattedMessage id="login.forgotPassword" />
          </AppLink>
        }
      />
      <CheckboxField {...form.checkbox('rememberMe')} label={t('auth.field.rememberMe')} />
    </FormFrame>
  );
}
