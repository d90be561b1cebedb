import type { ErrorCode } from '../../../../contract/errors';
import { TextField } from '../../../shared/form/Fields';
import { useT } from '../../../shared/i18n/useT';

/** New password and its confirmation, with the rule shown as a hint (spec section 5). */
export function NewPasswordFields({
  values,
  errors,
  set,
  passwordLabelId = 'auth.field.password',
}: {
  values: { password: string; passwordConfirmation: string };
  errors: Partial<Record<string, ErrorCode>>;
  set: (name: 'password' | 'passwordConfirmation', value: string) => void;
  passwordLabelId?: string;
}) {
  const t = useT();
  return (
    <>
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        required
        label={t(passwordLabelId)}
        hint={t('auth.form.passwordRule')}
        value={values.password}
        onChange={(v) => set('password', v)}
        error={errors.password}
      />
      <TextField
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        required
        label={t('auth.field.passwordConfirmation')}
        value={values.passwordConfirmation}
        onChange={(v) => set('passwordConfirmation', v)}
        error={errors.passwordConfirmation}
      />
    </>
  );
}
