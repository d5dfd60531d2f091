// How widely an instrument is traded, as a search's tie-breaker among name matches: the mean daily
// dollar volume (close as traded x volume) over its last POPULARITY_BARS bars that carry a volume.
// The last bars with a volume, not the calendar's last year: several sources end their volume earlier
// than their closes (docs/data.md), and an era's missing volume should not read as no trading.
import type { PricePanel } from "@/server/engine/data/panel";
import { allBars } from "@/server/engine/indicators/bars";
import { processWide } from "@/server/processWide";

export const POPULARITY_BARS = 252;

const kept = processWide("popularity", () => new WeakMap<PricePanel, Float64Array>());

/** Mean dollar volume per panel column (0 where no bar has a volume), computed once per panel. */
export function dollarVolumes(panel: PricePanel): Float64Array {
  let out = kept.get(panel);
  if (!out) {
    out = Float64Array.from(allBars(panel), (bars) => {
      let sum = 0;
      let n = 0;
      for (let j = bars.close.length - 1; j >= 0 && n < POPULARITY_BARS; j--) {
        const value = bars.close[j] * bars.volume[j];
        if (Number.isFinite(value)) {
          sum += value;
          n++;
        }
      }
      return n ? sum / n : 0;
    });
    kept.set(panel, out);
  }
  return out;
}
