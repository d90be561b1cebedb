/**
 * Company identifiers of the operating countries, checked by their format and check digits, and
 * the names each country gives them. The invoicing details keep three numbers in the fields `ico`
 * (registration number), `dic` (tax number) and `icoDph` (VAT number); what they are called and
 * which rules apply follow the billing address's country.
 */

type Check = (value: string) => boolean;

const digits = (value: string): number[] => [...value].map(Number);
const weightedSum = (ds: number[], weights: readonly number[]): number => weights.reduce((sum, w, i) => sum + w * ds[i]!, 0);
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

const regonCheck = (ds: number[], weights: readonly number[]): boolean => (weightedSum(ds, weights) % 11) % 10 === ds[weights.length];

/** Polish REGON: 9 digits, or 14 for a local unit (whose first nine are its company's REGON); check digit mod 11, 10 counts as 0. */
export const isRegon: Check = (value) => {
  const v = compact(value);
  if (!/^(\d{9}|\d{14})$/.test(v)) return false;
  const ds = digits(v);
  const nine = regonCheck(ds, [8, 9, 2, 3, 4, 5, 6, 7]);
  return v.length === 9 ? nine : nine && regonCheck(ds, [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8]);
};

/** The first eight digits of a Hungarian tax number: the eighth makes the sum with weights 9,7,3,1,9,7,3,1 divisible by 10. */
const isHungarianCore = (v: string): boolean => /^\d{8}$/.test(v) && weightedSum(digits(v), [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0;

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

export type CompanyIdField = 'ico' | 'dic' | 'icoDph';

interface NationalIds {
  /** What the country calls each number, as printed on its documents; null: the country has no such separate number. */
  names: Record<CompanyIdField, string | null>;
  rules: Record<CompanyIdField, Check>;
}

/** One table for the form's labels, the summary and the invoice PDF, by the billing country. */
const national: Record<string, NationalIds> = {
  SVK: { names: { ico: 'IČO', dic: 'DIČ', icoDph: 'IČ DPH' }, rules: { ico: isIco, dic: isSlovakDic, icoDph: isSlovakIcDph } },
  // A Czech VAT payer's DIČ is its VAT number: there is no third number.
  CZE: { names: { ico: 'IČO', dic: 'DIČ', icoDph: null }, rules: { ico: isIco, dic: isCzechDic, icoDph: isPlausibleId } },
  POL: { names: { ico: 'REGON', dic: 'NIP', icoDph: 'NIP UE' }, rules: { ico: isRegon, dic: isNip, icoDph: isNipUe } },
  HUN: {
    names: { ico: 'Cégjegyzékszám', dic: 'Adószám', icoDph: 'Közösségi adószám' },
    rules: { ico: isCegjegyzekszam, dic: isAdoszam, icoDph: isKozossegiAdoszam },
  },
  ROU: { names: { ico: 'Nr. Reg. Com.', dic: 'CUI', icoDph: 'Cod de TVA' }, rules: { ico: isNrRegCom, dic: isCui, icoDph: isRomanianVatCode } },
};

/**
 * The names of the three numbers in the billing country, or null for a country without a table
 * (the interface then uses the generic words of its language).
 */
export const companyIdNamesOf = (countryCode: string): Record<CompanyIdField, string | null> | null => national[countryCode]?.names ?? null;

/** Whether the country keeps this number at all (a Czech company has no IČ DPH besides its DIČ). */
export const hasCompanyId = (countryCode: string, field: CompanyIdField): boolean => {
  const names = companyIdNamesOf(countryCode);
  return names === null || names[field] !== null;
};

/** Whether a non-empty value is a valid number of that kind for the billing country. */
export const isValidCompanyId = (countryCode: string, field: CompanyIdField, value: string): boolean =>
  (national[countryCode]?.rules[field] ?? isPlausibleId)(value);
