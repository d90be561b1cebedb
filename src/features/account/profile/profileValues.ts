import { hasCompanyId } from '@contract/validation/companyIdNames';
import type { CountryCode } from '@contract/countries';
import type { InvoicingDetails } from '@contract/invoicing';
import type { Profile, ProfileUpdate } from '@contract/profile';

/**
 * The profile form's values, flat and keyed by the path the server reports errors under (without
 * `body.`), so `body.invoicingDetails.address.zip` lands on the field `invoicingDetails.address.zip`.
 */
export const emptyProfileValues = {
  'contact.phoneNumber': '',
  'user.firstName': '',
  'user.lastName': '',
  'user.gender': '',
  'invoicingDetails.type': 'FyzickaOsoba',
  'invoicingDetails.firstName': '',
  'invoicingDetails.lastName': '',
  'invoicingDetails.email': '',
  'invoicingDetails.personalId': '',
  'invoicingDetails.telephoneNumber': '',
  'invoicingDetails.company.name': '',
  'invoicingDetails.company.ico': '',
  'invoicingDetails.company.dic': '',
  'invoicingDetails.company.icoDph': '',
  'invoicingDetails.address.street': '',
  'invoicingDetails.address.number': '',
  'invoicingDetails.address.city': '',
  'invoicingDetails.address.zip': '',
  'invoicingDetails.address.countryCode': '',
};
export type ProfileValues = typeof emptyProfileValues;
export type ProfileField = keyof ProfileValues;

export function toProfileValues(profile: Profile, defaultCountry: CountryCode): ProfileValues {
  const details = profile.invoicingDetails;
  return {
    'contact.phoneNumber': profile.contact.phoneNumber ?? '',
    'user.firstName': profile.user.firstName,
    'user.lastName': profile.user.lastName,
    'user.gender': profile.user.gender ?? '',
    'invoicingDetails.type': details?.type ?? 'FyzickaOsoba',
    'invoicingDetails.firstName': details?.firstName ?? '',
    'invoicingDetails.lastName': details?.lastName ?? '',
    'invoicingDetails.email': details?.email ?? '',
    'invoicingDetails.personalId': details?.personalId ?? '',
    'invoicingDetails.telephoneNumber': details?.telephoneNumber ?? '',
    'invoicingDetails.company.name': details?.company?.name ?? '',
    'invoicingDetails.company.ico': details?.company?.ico ?? '',
    'invoicingDetails.company.dic': details?.company?.dic ?? '',
    'invoicingDetails.company.icoDph': details?.company?.icoDph ?? '',
    'invoicingDetails.address.street': details?.address.street ?? '',
    'invoicingDetails.address.number': details?.address.number ?? '',
    'invoicingDetails.address.city': details?.address.city ?? '',
    'invoicingDetails.address.zip': details?.address.zip ?? '',
    'invoicingDetails.address.countryCode': details?.address.countryCode ?? defaultCountry,
  };
}

const invoicingTextFields = (Object.keys(emptyProfileValues) as ProfileField[]).filter(
  (key) =>
    key.startsWith('invoicingDetails.') &&
    key !== 'invoicingDetails.type' &&
    key !== 'invoicingDetails.address.countryCode',
);

const orNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * The PUT body. Invoicing details the user never had and left empty stay null; once there are
 * some, they are sent whole with the stored `version` (the server refuses a stale one). Company
 * details go only with the company type.
 */
export function toProfileUpdate(v: ProfileValues, profile: Profile): ProfileUpdate {
  const untouched = profile.invoicingDetails === null && invoicingTextFields.every((key) => v[key].trim() === '');
  const type = v['invoicingDetails.type'] as InvoicingDetails['type'];
  const invoicingDetails = untouched
    ? null
    : {
        version: profile.invoicingDetails?.version ?? 0,
        firstName: v['invoicingDetails.firstName'],
        lastName: v['invoicingDetails.lastName'],
        email: v['invoicingDetails.email'],
        personalId: orNull(v['invoicingDetails.personalId']),
        telephoneNumber: v['invoicingDetails.telephoneNumber'],
        company:
          type === 'PravnickaOsoba'
            ? {
                name: v['invoicingDetails.company.name'],
                ico: v['invoicingDetails.company.ico'],
                dic: orNull(v['invoicingDetails.company.dic']),
                // A Czech company's DIČ is its VAT number: the form shows no third field, nothing hidden is sent.
                icoDph: hasCompanyId(v['invoicingDetails.address.countryCode'], 'icoDph')
                  ? orNull(v['invoicingDetails.company.icoDph'])
                  : null,
              }
            : null,
        address: {
          street: v['invoicingDetails.address.street'],
          number: v['invoicingDetails.address.number'],
          city: v['invoicingDetails.address.city'],
          zip: v['invoicingDetails.address.zip'],
          countryCode: v['invoicingDetails.address.countryCode'] as CountryCode,
        },
        type,
      };
  return {
    contact: { phoneNumber: v['contact.phoneNumber'] },
    user: {
      firstName: v['user.firstName'],
      lastName: v['user.lastName'],
      dateOfBirth: profile.user.dateOfBirth,
      gender: (v['user.gender'] || null) as ProfileUpdate['user']['gender'],
    },
    invoicingDetails,
  };
}
