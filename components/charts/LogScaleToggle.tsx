// The "Log scale" checkbox beside a growth chart's title (equal percentage moves look equal across decades).
import { ChartSwitch } from "@/components/charts/ChartSwitch";

export function LogScaleToggle({ log, onChange }: { log: boolean; onChange(log: boolean): void }) {
  return <ChartSwitch label="Log scale" on={log} onChange={onChange} />;
}
