/** The configured IBAN is checked like any other: the contract's rule, through ibantools. */
export { isValidIban } from '@contract/validation/iban';
