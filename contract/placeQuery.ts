/**
 * Longest and shortest query of the place search: one letter matches half the gazetteer, and no
 * town or street of the five countries needs more than sixty characters to be told apart. Without
 * zod (contract/places.ts builds the query's schema from it): the search field checks it as typed.
 */
export const placeQueryLength = { min: 2, max: 60 } as const;
