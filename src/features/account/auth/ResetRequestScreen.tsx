import { FormattedMessage } from 'react-intl';
import type { PasswordResetRequest } from '@contract/auth';
import type { Language } from '@contract/primitives';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';
import { TextField } from '@shared/form/Fields';
import { FormFrame } from '@shared/form/FormFrame';
import { FormSuccess } from '@shared/form/FormParts';
import { useForm } from '@shared/form/useForm';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { lazyValidator } from '@shared/form/lazyValidator';
import { paths } from '@shared/routing/paths';
import { useLanguage } from '@shared/i18n/LocaleProvider';
import { useT } from '@shared/i18n/useT';
import { ScreenFrame } from '@shared/layout/ScreenFrame';
import { AppLink } from '@shared/navigation/AppLink';

type ResetBody = ReturnType<typeof PasswordResetRequest.parse>;

const resetRequest = lazyValidator(() => import('@contract/auth').then((m) => m.PasswordResetRequest));
const requestReset = async (body: ResetBody) => bodyOf(await api.auth.requestPasswordReset({ body }), 202);

/**
 * Request a password reset. The answer is the same whether or not the account
 * exists, and so is the success text.
 */
export default function ResetRequestScreen() {
  const t = useT();
  const { lang } = useLanguage();
  const reset = useFormSubmission(requestReset);
  const form = useForm({ email: '' }, reset.failure);
  const body = (email: string) => ({ email, language: lang.toUpperCase() as Language });
  return (
    <ScreenFrame titleId="resetRequest.title" introId="resetRequest.intro">
      {reset.succeeded ? (
        <FormSuccess>
          <FormattedMessage id="auth.resetRequest.success" />
        </FormSuccess>
      ) : (
        <FormFrame
          form={form}
          label={t('resetRequest.title')}
          validate={(v) => resetRequest.validate(body(v.email))}
          preload={resetRequest.preload}
          onValid={(v) => reset.submit(resetRequest.parse(body(v.email)))}
          busy={reset.submitting}
          submitLabel={<FormattedMessage id="auth.resetRequest.submit" />}
        >
          <TextField
            {...form.field('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            label={t('auth.field.email')}
          />
        </FormFrame>
      )}
      <p>
        <AppLink to={paths.login} className="link-target">
          <FormattedMessage id="common.backToLogin" />
        </AppLink>
      </p>
    </ScreenFrame>
  );
}
