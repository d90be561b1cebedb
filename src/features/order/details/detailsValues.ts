import { loadDetailsRules } from '@machines/order/detailsRules';
import { toInvoicingDetails, type DraftInvoicingDetails } from '@machines/order/draft';
import { hasCompanyId } from '@contract/validation/companyIdNames';
import { lazyValidator } from '@shared/form/lazyValidator';
import type { FieldErrors } from '@shared/form/validation';

/**
 * The details form's values, one flat key per input named by its path in the request body
 * (`address.zip`), so browser checks and the server's field errors land on the same input.
 */
export const detailFields = [
  'type',
  'firstName',
  'lastName',
  'email',
  'telephoneNumber',
  'personalId',
  'company.name',
  'company.ico',
  'company.dic',
  'company.icoDph',
  'address.street',
  'address.number',
  'address.city',
  'address.zip',
  'address.countryCode',
] as const;
export type DetailField = (typeof detailFields)[number];
export type DetailValues = Record<DetailField, string>;

export function toValues(details: DraftInvoicingDetails): DetailValues {
  const company = details.company ?? { name: '', ico: '', dic: '', icoDph: '' };
  return {
    type: details.type,
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email,
    telephoneNumber: details.telephoneNumber,
    personalId: details.personalId,
    'company.name': company.name,
    'company.ico': company.ico,
    'company.dic': company.dic,
    'company.icoDph': company.icoDph,
    'address.street': details.address.street,
    'address.number': details.address.number,
    'address.city': details.address.city,
    'address.zip': details.address.zip,
    'address.countryCode': details.address.countryCode,
  };
}

/** `version` is not typed by anyone: it comes from the details the form started from. */
export function fromValues(values: DetailValues, version: number): DraftInvoicingDetails {
  const company = values.type === 'PravnickaOsoba';
  return {
    version,
    type: company ? 'PravnickaOsoba' : 'FyzickaOsoba',
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    telephoneNumber: values.telephoneNumber,
    personalId: values.personalId,
    company: company
      ? {
          name: values['company.name'],
          ico: values['company.ico'],
          dic: values['company.dic'],
          // A Czech company's DIČ is its VAT number: the form shows no third field, nothing hidden is sent.
          icoDph: hasCompanyId(values['address.countryCode'], 'icoDph') ? values['company.icoDph'] : '',
        }
      : null,
    address: {
      street: values['address.street'],
      number: values['address.number'],
      city: values['address.city'],
      zip: values['address.zip'],
      countryCode: values['address.countryCode'],
    },
  };
}

// The same rules the order machine judges the draft's details by, loaded once for both.
const invoicingDetails = lazyValidator(loadDetailsRules);
/** Starts loading the contract's rules for the details (with the first focus or keystroke in the form). */
export const preloadDetailChecks = invoicingDetails.preload;

/** The contract's own rules, checked before anything is sent. */
export const detailErrors = (values: DetailValues, version: number): Promise<FieldErrors> =>
  invoicingDetails.validate(toInvoicingDetails(fromValues(values, version)));

/** Whether anything was typed: the type of customer and the country are chosen, never typed, and always set. */
export const anythingTyped = (values: DetailValues): boolean =>
  detailFields.some((field) => field !== 'type' && field !== 'address.countryCode' && values[field].trim() !== '');
