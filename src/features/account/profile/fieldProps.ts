import type { TextBinding } from '@shared/form/useForm';
import type { ProfileField } from './profileValues';

/** The props every text or select field of the profile forms takes, from its name and label id (mandatory unless said). */
export const profileFieldProps =
  (t: (id: string) => string, field: (name: ProfileField) => TextBinding) =>
  (name: ProfileField, labelId: string, required = true) => ({ ...field(name), label: t(labelId), required });
