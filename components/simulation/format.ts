// Figures as the results state them: fractions shown as percentages (0.07 is 7.00%), Sharpe as a number.
export const percent = (x: number | null | undefined) => (x === null || x === undefined ? "—" : `${(x * 100).toFixed(2)}%`);
export const number = (x: number | null | undefined, digits = 2) => (x === null || x === undefined ? "—" : x.toFixed(digits));
