// The screener warnings model as a table: severity, row, path, message and fix (spec create_screener).
import type { ScreenerWarning } from "@/components/catalogue/types";

export function Warnings({ warnings }: { warnings: ScreenerWarning[] }) {
  if (warnings.length === 0) return <p className="ok">No warnings.</p>;
  return (
    <table className="data" aria-label="Warnings">
      <thead><tr><th>severity</th><th>row</th><th>path</th><th>message</th><th>fix</th></tr></thead>
      <tbody>
        {warnings.map((w, i) => (
          <tr key={i}>
            <td className={w.severity === "error" ? "error" : undefined}>{w.severity}</td>
            <td>{w.row ?? "—"}</td>
            <td><code>{w.path}</code></td>
            <td>{w.message} <span className="muted">[{w.code}]</span></td>
            <td>{w.fix}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
