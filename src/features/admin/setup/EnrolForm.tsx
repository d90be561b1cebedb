import { FormattedMessage } from 'react-intl';
import { StaffSetupContext } from '@machines/staffSetup/provider';
import { selectSecret, selectSetupFailure, selectSetupSaving } from '@machines/staffSetup/selectors';
import { TextField } from '@shared/form/Fields';
import { FormFrame } from '@shared/form/FormFrame';
import { lazyValidator } from '@shared/form/lazyValidator';
import { useForm } from '@shared/form/useForm';
import { confirmationErrors } from '@shared/form/validation';
import { useT } from '@shared/i18n/useT';

const enrolment = lazyValidator(() =>
  import('@contract/admin/auth').then((m) => m.SetupCompleteRequest.innerType().omit({ token: true })),
);

/** The secret in groups of four, as authenticator apps show and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The authenticator's secret to add, then the password (twice) and the first code from the app. */
export function EnrolForm() {
  const t = useT();
  const { send } = StaffSetupContext.useActorRef();
  const secret = StaffSetupContext.useSelector(selectSecret);
  const failure = StaffSetupContext.useSelector(selectSetupFailure);
  const saving = StaffSetupContext.useSelector(selectSetupSaving);
  const form = useForm({ password: '', passwordConfirmation: '', code: '' }, failure);
  if (!secret) return null;
  return (
    <>
      <p className="page__lead">
        <FormattedMessage id="admin.setup.intro" values={{ name: secret.name, email: secret.email }} />
      </p>
      <section className="console__panel" aria-labelledby="authenticator">
        <h2 id="authenticator">
          <FormattedMessage id="admin.setup.appTitle" />
        </h2>
        <p>
          <FormattedMessage id="admin.setup.appIntro" />
        </p>
        <p>
          <FormattedMessage id="admin.setup.secretLabel" />{' '}
          <strong className="console__secret">{grouped(secret.secret)}</strong>
        </p>
        <p>
          <a href={secret.otpauthUri}>
            <FormattedMessage id="admin.setup.openApp" />
          </a>
        </p>
      </section>
      <FormFrame
        form={form}
        label={t('admin.setup.title')}
        validate={async (values) => ({
          ...(await enrolment.validate(values)),
          ...confirmationErrors(values.password, values.passwordConfirmation),
        })}
        preload={enrolment.preload}
        onValid={(values) => send({ type: 'submit', values: enrolment.parse(values) })}
        busy={saving}
        submitLabel={<FormattedMessage id="admin.setup.submit" />}
      >
        <TextField
          {...form.field('password')}
          type="password"
          autoComplete="new-password"
          required
          label={t('admin.field.newPassword')}
          hint={t('admin.setup.passwordHint')}
        />
        <TextField
          {...form.field('passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          required
          label={t('admin.field.passwordConfirmation')}
        />
        <TextField
          {...form.field('code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          required
          label={t('admin.field.firstCode')}
        />
      </FormFrame>
    </>
  );
}
