/**
 * The franchising enquiry's choices, as plain values (the schemas: contract/enums.ts). Apart from
 * contract/enumValues.ts, which the browser's pages share: only the franchising page offers them.
 */
export const businessExperiences = ['NO_EXPERIENCE', 'ONE_TO_FIVE', 'GREATER_THAN_FIVE'] as const;
export const propertyStatuses = ['HAS_PROPERTY', 'WANTS_RENT', 'WANTS_BUY_PROPERTY'] as const;
export const capitalInvestments = ['LESS_THAN_30', 'BETW_30_AND_40', 'BETW_40_AND_50', 'GREATER_THAN_50'] as const;
export const returnsOnInvestment = ['ONE_TO_TWO_YEARS', 'THREE_TO_FIVE_YEARS', 'SIX_AND_MORE'] as const;
