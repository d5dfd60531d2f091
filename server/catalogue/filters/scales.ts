// Threshold scales shared by many filters: the unit, the accepted numbers and the defaults.
import { range, type ValueScale } from "@/server/catalogue/filters/shared";

export const RETURN: ValueScale = {
  unit: "fraction",
  values: range(-1, 100, 0.001),
  default: 0,
  band: [0, 0.5],
};
export const SPREAD: ValueScale = {
  unit: "fraction",
  values: range(-1, 10, 0.001),
  default: 0,
  band: [-0.05, 0.05],
};
export const VOLATILITY: ValueScale = {
  unit: "fraction",
  values: range(0, 10, 0.001),
  default: 0.3,
  band: [0.1, 0.3],
};
export const DRAWDOWN: ValueScale = {
  unit: "fraction",
  values: range(-1, 0, 0.001),
  default: -0.2,
  band: [-0.3, -0.1],
};
export const SHARE: ValueScale = {
  unit: "fraction",
  values: range(0, 1, 0.001),
  default: 0.5,
  band: [0.2, 0.8],
};
export const OSCILLATOR: ValueScale = {
  unit: "number",
  values: range(0, 100, 0.5),
  default: 30,
  band: [30, 70],
};
export const RATIO: ValueScale = {
  unit: "number",
  values: range(-10, 10, 0.01),
  default: 1,
  band: [0.5, 1.5],
};
export const PRICE: ValueScale = {
  unit: "usd",
  values: range(0, 1_000_000, 0.01),
  default: 10,
  band: [10, 100],
};
export const SHARES: ValueScale = {
  unit: "number",
  values: range(0, 1e11, 1000),
  default: 1_000_000,
  band: [1_000_000, 10_000_000],
};
export const DOLLARS: ValueScale = {
  unit: "usd",
  values: range(0, 1e13, 100_000),
  default: 10_000_000,
  band: [10_000_000, 100_000_000],
};
export const MULTIPLE: ValueScale = {
  unit: "number",
  values: range(-1000, 1000, 0.1),
  default: 15,
  band: [5, 20],
};
export const YIELD: ValueScale = {
  unit: "fraction",
  values: range(-1, 1, 0.0005),
  default: 0.03,
  band: [0.02, 0.06],
};
export const PER_SHARE: ValueScale = {
  unit: "usd",
  values: range(-1000, 1000, 0.01),
  default: 1,
  band: [1, 10],
};
export const BIG_DOLLARS: ValueScale = {
  unit: "usd",
  values: range(-1e13, 1e13, 1_000_000),
  default: 10_000_000_000,
  band: [2_000_000_000, 10_000_000_000],
};
export const POINTS: ValueScale = {
  unit: "number",
  values: range(-100, 200, 0.05),
  default: 20,
  band: [15, 30],
};
