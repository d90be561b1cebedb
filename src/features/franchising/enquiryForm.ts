import {
  businessExperiences,
  capitalInvestments,
  propertyStatuses,
  returnsOnInvestment,
} from '@contract/franchisingValues';
import type { Language } from '@contract/primitives';

/** The form's fields as typed: text, or the chosen option's value ('' while none is chosen). */
export const emptyEnquiry = {
  fullName: '',
  email: '',
  phoneNumber: '',
  businessExperience: '',
  currentPositionAndArea: '',
  propertyStatus: '',
  propertyAreaInM2: '',
  cityToOpen: '',
  capitalInvestment: '',
  returnOnInvestment: '',
  isPrimaryIncome: '',
  hasReadFranchiseBrochure: '',
  motivation: '',
};
export type EnquiryValues = typeof emptyEnquiry;

/** The option groups of the form, each with its values in the order shown. */
export const choices = {
  businessExperience: businessExperiences,
  propertyStatus: propertyStatuses,
  capitalInvestment: capitalInvestments,
  returnOnInvestment: returnsOnInvestment,
  isPrimaryIncome: ['yes', 'no'],
  hasReadFranchiseBrochure: ['yes', 'no'],
} as const;
export type ChoiceField = keyof typeof choices;

const chosen = (value: string) => value || undefined;
const yesNo = (value: string) => (value === 'yes' ? true : value === 'no' ? false : undefined);
/** Whole square metres; a decimal comma is read as a point, so "85,5" is refused as not whole rather than as text. */
const area = (value: string) => {
  const typed = value.trim().replace(',', '.');
  return typed === '' ? undefined : Number(typed);
};

/**
 * The request body from what was typed: nothing chosen or typed is left out, so the contract's
 * schema reports it as mandatory, the same in the browser and on the server.
 */
export function toEnquiry(v: EnquiryValues, language: Language): Record<string, unknown> {
  return {
    fullName: v.fullName,
    email: v.email,
    phoneNumber: v.phoneNumber,
    businessExperience: chosen(v.businessExperience),
    currentPositionAndArea: v.currentPositionAndArea,
    propertyStatus: chosen(v.propertyStatus),
    propertyAreaInM2: area(v.propertyAreaInM2),
    cityToOpen: v.cityToOpen,
    capitalInvestment: chosen(v.capitalInvestment),
    returnOnInvestment: chosen(v.returnOnInvestment),
    isPrimaryIncome: yesNo(v.isPrimaryIncome),
    hasReadFranchiseBrochure: yesNo(v.hasReadFranchiseBrochure),
    motivation: v.motivation,
    language,
  };
}
