import type { FieldErrors } from '../../../shared/form/validation';
import type { ProfileField, ProfileValues } from './profileValues';

/** The props every text or select field of the profile forms takes, from its name and label id. */
export const profileFieldProps =
  (t: (id: string) => string, values: ProfileValues, errors: FieldErrors, set: (name: ProfileField, value: string) => void) =>
  (name: ProfileField, labelId: string, required = true) => ({
    name,
    label: t(labelId),
    required,
    value: values[name],
    onChange: (v: string) => set(name, v),
    error: errors[name],
  });
