// A chart's on/off option in its card's actions (log scale, show the benchmark).
export function ChartSwitch({
  label,
  on,
  onChange,
}: {
  label: string;
  on: boolean;
  onChange(on: boolean): void;
}) {
  return (
    <label className="flex h-8 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-(--accent)"
        checked={on}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
