// The look every Recharts chart shares, on the theme's tokens (CSS variables, so both themes follow):
// series colours, grid and axis props. Animations are off: a result page draws its charts at once.
export const SERIES_COLOURS = [
  "var(--chart-1)",
  "var(--chart-2)",
  "var(--chart-3)",
  "var(--chart-4)",
  "var(--chart-5)",
  "var(--chart-6)",
  "var(--chart-7)",
  "var(--chart-8)",
];

/** Cash and "Other" in stacked charts: neutral, so the named holdings stand out. */
export const NEUTRAL_COLOURS = { cash: "var(--border-strong)", other: "var(--muted)" };

export const GRID = { stroke: "var(--border)", strokeDasharray: "3 3", vertical: false } as const;

export const AXIS = {
  stroke: "var(--border-strong)",
  tick: { fill: "var(--muted)", fontSize: 12 },
  tickLine: false,
} as const;

/** Charts in this project draw immediately; Recharts' entry animation only delays the figures. */
export const NO_ANIMATION = { isAnimationActive: false } as const;
