// The catalogue's units as the number boxes show them: fractions as percent, months, multiples.
import type { Unit } from "@/server/catalogue/units";
import type { NumberUnit } from "@/components/ui/NumberInput";

export function boxUnit(unit: Unit): NumberUnit {
  if (unit === "fraction") return "percent";
  if (unit === "months" || unit === "years" || unit === "multiple") return unit;
  return "plain";
}
