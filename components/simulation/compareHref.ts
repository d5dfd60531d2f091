// The shareable address of a comparison: /simulations/compare?ids=a,b,c (2 to 5, in the order shown).
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 5;

export const compareHref = (ids: readonly string[]) => `/simulations/compare?ids=${ids.join(",")}`;
