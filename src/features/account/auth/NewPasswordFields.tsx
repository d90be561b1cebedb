import { TextField } from '@shared/form/Fields';
import type { TextBinding } from '@shared/form/useForm';
import { useT } from '@shared/i18n/useT';

/** New password and its confirmation, with the rule (at least 6 characters and a digit) shown as a hint. */
export function NewPasswordFields({
  field,
  passwordLabelId = 'auth.field.password',
}: {
  field: (name: 'password' | 'passwordConfirmation') => TextBinding;
  passwordLabelId?: string;
}) {
  const t = useT();
  return (
    <>
      <TextField
        {...field('password')}
        type="password"
        autoComplete="new-password"
        required
        label={t(passwordLabelId)}
        hint={t('auth.form.passwordRule')}
      />
      <TextField
        {...field('passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
        label={t('auth.field.passwordConfirmation')}
      />
    </>
  );
}
