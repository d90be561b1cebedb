/**
 * Company identifiers of the operating countries, checked by their format and check digits. The
 * invoicing details keep three numbers in the fields `ico` (registration number), `dic` (tax number)
 * and `icoDph` (VAT number); which rules apply follows the billing address's country, as do their
 * names (companyIdNames.ts).
 */
import type { CompanyIdField } from './companyIdNames';

type Check = (value: string) => boolean;

const digits = (value: string): number[] => [...value].map(Number);
const weightedSum = (ds: number[], weights: readonly number[]): number =>
  weights.reduce((sum, w, i) => sum + w * ds[i]!, 0);
/** Spaces and dashes people type between digit groups carry no meaning. */
const compact = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/** IČO (Slovakia, Czechia): 8 digits, the last is 11 − (weights 8…2 over the first seven mod 11), taken mod 10. */
export const isIco: Check = (value) => {
  const v = compact(value);
  if (!/^\d{8}$/.test(v)) return false;
  const ds = digits(v);
  return (11 - (weightedSum(ds, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === ds[7];
};

/** Slovak DIČ: 10 digits, not starting with 0, divisible by 11. */
export const isSlovakDic: Check = (value) => {
  const v = compact(value);
  return /^[1-9]\d{9}$/.test(v) && Number(v) % 11 === 0;
};

/** Slovak IČ DPH: SK followed by the DIČ. */
export const isSlovakIcDph: Check = (value) => {
  const v = compact(value);
  return v.startsWith('SK') && isSlovakDic(v.slice(2));
};

/** Czech DIČ: CZ and 8 to 10 digits; 8 digits are a company's IČO and carry its check digit. */
export const isCzechDic: Check = (value) => {
  const v = compact(value);
  if (!/^CZ\d{8,10}$/.test(v)) return false;
  return v.length === 10 ? isIco(v.slice(2)) : true;
};

/** Polish NIP: 10 digits, the last is the weighted sum (6,5,7,2,3,4,5,6,7) of the others mod 11, never 10. */
export const isNip: Check = (value) => {
  const v = compact(value);
  if (!/^\d{10}$/.test(v)) return false;
  const ds = digits(v);
  const check = weightedSum(ds, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === ds[9];
};

/** Polish EU VAT number: PL followed by the NIP. */
export const isNipUe: Check = (value) => {
  const v = compact(value);
  return v.startsWith('PL') && isNip(v.slice(2));
};

const regonCheck = (ds: number[], weights: readonly number[]): boolean =>
  (weightedSum(ds, weights) % 11) % 10 === ds[weights.length];

/** Polish REGON: 9 digits, or 14 for a local unit (whose first nine are its company's REGON); check digit mod 11, 10 counts as 0. */
export const isRegon: Check = (value) => {
  const v = compact(value);
  if (!/^(\d{9}|\d{14})$/.test(v)) return false;
  const ds = digits(v);
  const nine = regonCheck(ds, [8, 9, 2, 3, 4, 5, 6, 7]);
  return v.length === 9 ? nine : nine && regonCheck(ds, [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8]);
};

/** The first eight digits of a Hungarian tax number: the eighth makes the sum with weights 9,7,3,1,9,7,3,1 divisible by 10. */
const isHungarianCore = (v: string): boolean =>
  /^\d{8}$/.test(v) && weightedSum(digits(v), [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0;

/** Hungarian adószám: 8-1-2 digits (core with check digit, VAT status 1–5, county code). */
export const isAdoszam: Check = (value) => {
  const v = value.trim();
  const m = /^(\d{8})-?([1-5])-?(\d{2})$/.exec(v);
  return !!m && isHungarianCore(m[1]!) && m[3] !== '00';
};

/** Hungarian közösségi adószám (EU VAT number): HU and the core of the adószám. */
export const isKozossegiAdoszam: Check = (value) => {
  const v = compact(value);
  return v.startsWith('HU') && isHungarianCore(v.slice(2));
};

/** Hungarian cégjegyzékszám: court, company form and serial number, 2-2-6 digits, optionally after "Cg.". */
export const isCegjegyzekszam: Check = (value) => /^(Cg\.\s*)?\d{2}-\d{2}-\d{6}$/i.test(value.trim());

/** Romanian CUI: 2 to 10 digits; the last is 10 × (key 7,5,3,2,1,7,5,3,2 over the others, right-aligned) mod 11, 10 counts as 0. */
export const isCui: Check = (value) => {
  const v = compact(value);
  if (!/^[1-9]\d{1,9}$/.test(v)) return false;
  const body = digits(v.slice(0, -1).padStart(9, '0'));
  return ((weightedSum(body, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10 === Number(v.at(-1));
};

/** Romanian VAT code: RO followed by the CUI. */
export const isRomanianVatCode: Check = (value) => {
  const v = compact(value);
  return v.startsWith('RO') && isCui(v.slice(2));
};

/**
 * Romanian trade register number: J, F or C, county code, serial and year (`J40/1234/2020`), or the
 * newer single string of the letter and 13 digits (`J2020001234409`).
 */
export const isNrRegCom: Check = (value) => /^[JFC](\d{1,2}\/\d{1,8}\/\d{4}|\d{13})$/i.test(compact(value));

/** Elsewhere the app knows no rule: letters, digits and the usual separators, at most 20 characters. */
const isPlausibleId: Check = (value) => /^[\p{L}\d][\p{L}\d ./-]{0,19}$/u.test(value.trim());

/** The checks of each number by the billing country; a country without them gets isPlausibleId. */
const rules: Record<string, Record<CompanyIdField, Check>> = {
  SVK: { ico: isIco, dic: isSlovakDic, icoDph: isSlovakIcDph },
  CZE: { ico: isIco, dic: isCzechDic, icoDph: isPlausibleId },
  POL: { ico: isRegon, dic: isNip, icoDph: isNipUe },
  HUN: { ico: isCegjegyzekszam, dic: isAdoszam, icoDph: isKozossegiAdoszam },
  ROU: { ico: isNrRegCom, dic: isCui, icoDph: isRomanianVatCode },
};

/** Whether a non-empty value is a valid number of that kind for the billing country. */
export const isValidCompanyId = (countryCode: string, field: CompanyIdField, value: string): boolean =>
  (rules[countryCode]?.[field] ?? isPlausibleId)(value);
