import { FormattedMessage } from 'react-intl';
import type { CountryCode } from '@contract/countries';
import type { Profile, ProfileUpdate } from '@contract/profile';
import type { Failure } from '@machines/shared/failure';
import { SelectField, TextField } from '@shared/form/Fields';
import { FormFrame } from '@shared/form/FormFrame';
import { FormSuccess } from '@shared/form/FormParts';
import { phoneExample } from '@shared/form/phoneExample';
import { useForm } from '@shared/form/useForm';
import { lazyValidator } from '@shared/form/lazyValidator';
import { useConfig } from '@shared/config/ConfigContext';
import { useT } from '@shared/i18n/useT';
import { profileFieldProps } from './fieldProps';
import { InvoicingFields } from './InvoicingFields';
import { toProfileUpdate, toProfileValues, type ProfileField } from './profileValues';
import './Profile.css';

interface Props {
  profile: Profile;
  saving: boolean;
  saved: boolean;
  failure: Failure | null;
  onSave: (update: ProfileUpdate) => void;
  onReload: () => void;
}

/** My profile's form: contact, user and invoicing groups, saved together. */
const profileUpdate = lazyValidator(() => import('@contract/profile').then((m) => m.ProfileUpdate));

export function ProfileForm({ profile, saving, saved, failure, onSave, onReload }: Props) {
  const t = useT();
  const { country } = useConfig();
  const form = useForm(toProfileValues(profile, country as CountryCode), failure);
  const set = (name: ProfileField, value: string) => form.set(name, value);
  const field = profileFieldProps(t, form.field);
  return (
    <FormFrame
      form={form}
      label={t('my.profile.title')}
      wide
      mandatoryNote
      validate={(v) => profileUpdate.validate(toProfileUpdate(v, profile))}
      preload={profileUpdate.preload}
      onValid={(v) => onSave(profileUpdate.parse(toProfileUpdate(v, profile)))}
      busy={saving}
      submitLabel={<FormattedMessage id="profile.save" />}
      alertAction={
        form.general === 'stale-version' && (
          <p>
            <button type="button" className="button button--secondary" onClick={onReload}>
              <FormattedMessage id="profile.reload" />
            </button>
          </p>
        )
      }
    >
      {saved && (
        <FormSuccess>
          <FormattedMessage id="profile.saved" />
        </FormSuccess>
      )}
      <fieldset>
        <legend>
          <FormattedMessage id="profile.group.contact" />
        </legend>
        <p className="profile__readonly">
          <span className="field__label">
            <FormattedMessage id="profile.field.loginEmail" />
          </span>{' '}
          {profile.contact.email}
        </p>
        <TextField
          {...field('contact.phoneNumber', 'auth.field.phoneNumber')}
          type="tel"
          autoComplete="tel"
          placeholder={phoneExample(country)}
          hint={t('auth.form.phoneHint', { example: phoneExample(country) })}
        />
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="profile.group.user" />
        </legend>
        <div className="form__row">
          <TextField {...field('user.firstName', 'auth.field.firstName')} autoComplete="given-name" />
          <TextField {...field('user.lastName', 'auth.field.lastName')} autoComplete="family-name" />
        </div>
        {profile.user.dateOfBirth && (
          <p className="profile__readonly">
            <span className="field__label">
              <FormattedMessage id="profile.field.yearOfBirth" />
            </span>{' '}
            {profile.user.dateOfBirth.slice(0, 4)}
          </p>
        )}
        <SelectField
          {...field('user.gender', 'profile.field.gender', false)}
          options={[
            { value: '', label: t('profile.gender.none') },
            { value: 'Female', label: t('profile.gender.Female') },
            { value: 'Male', label: t('profile.gender.Male') },
          ]}
        />
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="profile.group.invoicing" />
        </legend>
        {!profile.invoicingDetails && (
          <p className="form__note">
            <FormattedMessage id="profile.invoicing.none" />
          </p>
        )}
        <InvoicingFields values={form.values} field={form.field} set={set} />
      </fieldset>
    </FormFrame>
  );
}
