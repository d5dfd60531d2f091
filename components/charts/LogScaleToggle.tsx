// The "Log scale" checkbox beside a growth chart's title (equal percentage moves look equal across decades).
export function LogScaleToggle({ log, onChange }: { log: boolean; onChange(log: boolean): void }) {
  return (
    <label className="flex h-8 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-(--accent)"
        checked={log}
        onChange={(e) => onChange(e.target.checked)}
      />
      Log scale
    </label>
  );
}
