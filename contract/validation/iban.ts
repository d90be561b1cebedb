import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** An IBAN as typed or configured (spaces allowed): its country's length and format and the mod-97 check. */
export function isValidIban(value: string): boolean {
  const iban = electronicFormatIBAN(value);
  return !!iban && isValidIBAN(iban);
}
