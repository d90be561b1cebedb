import { FormattedMessage } from 'react-intl';
import { StaffSessionContext } from '@machines/staffSession/provider';
import {
  selectSessionBusy,
  selectSessionExpired,
  selectSessionFailure,
  selectSessionView,
} from '@machines/staffSession/selectors';
import { TextField } from '@shared/form/Fields';
import { FormFrame } from '@shared/form/FormFrame';
import { lazyValidator } from '@shared/form/lazyValidator';
import { useForm } from '@shared/form/useForm';
import { useT } from '@shared/i18n/useT';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { ConsoleBare } from '../frame/ConsoleBare';

const signIn = lazyValidator(() => import('@contract/admin/auth').then((m) => m.StaffSignInRequest));
const secondFactor = lazyValidator(() =>
  import('@contract/admin/auth').then((m) => m.StaffSecondFactorRequest.pick({ code: true })),
);

/** The console's sign-in: e-mail and password, then a code from the authenticator or a recovery code. */
export function SignInScreen() {
  const t = useT();
  const view = StaffSessionContext.useSelector(selectSessionView);
  useDocumentTitle(t('title.page', { page: t('admin.signIn.title') }));
  return (
    <ConsoleBare>
      <h1 className="page__title">
        <FormattedMessage id="admin.signIn.title" />
      </h1>
      {view === 'secondFactor' ? <CodeForm /> : <PasswordForm />}
    </ConsoleBare>
  );
}

function PasswordForm() {
  const t = useT();
  const { send } = StaffSessionContext.useActorRef();
  const failure = StaffSessionContext.useSelector(selectSessionFailure);
  const expired = StaffSessionContext.useSelector(selectSessionExpired);
  const busy = StaffSessionContext.useSelector(selectSessionBusy);
  const form = useForm({ email: '', password: '' }, failure);
  return (
    <>
      <p className="page__lead">
        <FormattedMessage id="admin.signIn.intro" />
      </p>
      <FormFrame
        form={form}
        label={t('admin.signIn.title')}
        validate={signIn.validate}
        preload={signIn.preload}
        onValid={(values) => send({ type: 'password.submit', ...signIn.parse(values) })}
        busy={busy}
        submitLabel={<FormattedMessage id="admin.signIn.submit" />}
        notice={
          expired ? (
            <p className="notice" role="status">
              <FormattedMessage id="admin.signIn.expired" />
            </p>
          ) : null
        }
      >
        <TextField
          {...form.field('email')}
          type="email"
          autoComplete="username"
          required
          label={t('admin.field.email')}
        />
        <TextField
          {...form.field('password')}
          type="password"
          autoComplete="current-password"
          required
          label={t('admin.field.password')}
        />
      </FormFrame>
    </>
  );
}

function CodeForm() {
  const t = useT();
  const { send } = StaffSessionContext.useActorRef();
  const failure = StaffSessionContext.useSelector(selectSessionFailure);
  const busy = StaffSessionContext.useSelector(selectSessionBusy);
  const form = useForm({ code: '' }, failure);
  return (
    <>
      <p className="page__lead">
        <FormattedMessage id="admin.signIn.codeIntro" />
      </p>
      <FormFrame
        form={form}
        label={t('admin.signIn.codeTitle')}
        validate={secondFactor.validate}
        preload={secondFactor.preload}
        onValid={(values) => send({ type: 'code.submit', code: secondFactor.parse(values).code })}
        busy={busy}
        submitLabel={<FormattedMessage id="admin.signIn.verify" />}
      >
        <TextField
          {...form.field('code')}
          autoComplete="one-time-code"
          spellCheck={false}
          required
          label={t('admin.field.code')}
          hint={t('admin.signIn.codeHint')}
        />
      </FormFrame>
      <p>
        <button type="button" className="button button--link" onClick={() => send({ type: 'restart' })}>
          <FormattedMessage id="admin.signIn.restart" />
        </button>
      </p>
    </>
  );
}
