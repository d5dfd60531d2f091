// A screener run: how many instruments the universe held and each row kept, then the matches with
// every row's value in that row's unit.
import type { Outputs } from "@/components/providers/operations";
import { Warnings } from "@/components/screener/Warnings";

const show = (v: number | null) => (v === null ? "—" : Number.isInteger(v) ? String(v) : v.toPrecision(4));

export function RunResults({ envelope }: { envelope: Outputs["run_screener"] }) {
  const r = envelope.data.result;
  return (
    <div aria-label="Run results">
      <h3>Matches as of {r.asOf}</h3>
      <p className="muted">{envelope.data.summary}</p>
      {r.warnings.length > 0 && <Warnings warnings={r.warnings} />}
      <table className="data" aria-label="Kept per row">
        <thead><tr><th>row</th><th>filter</th><th>relation</th><th>kept</th></tr></thead>
        <tbody>
          <tr><td>—</td><td>universe</td><td /><td>{r.universeSize}</td></tr>
          {r.rows.map((c) => <tr key={c.row}><td>{c.row}</td><td>{c.filter}</td><td>{c.relation.replace(/_/g, " ")}</td><td>{c.kept}</td></tr>)}
        </tbody>
      </table>
      <table className="data" aria-label="Matches">
        <thead>
          <tr>
            <th>rank</th><th>ticker</th><th>name</th>
            {r.rows.map((c) => <th key={c.row}>row {c.row}: {c.filter}{c.unit && c.unit !== "number" ? ` (${c.unit})` : ""}</th>)}
          </tr>
        </thead>
        <tbody>
          {r.matches.map((m) => (
            <tr key={m.ticker}><td>{m.rank ?? "—"}</td><td>{m.ticker}</td><td>{m.name}</td>{m.values.map((v, i) => <td key={i}>{show(v)}</td>)}</tr>
          ))}
        </tbody>
      </table>
      {r.total > r.matches.length && <p className="muted">Showing {r.matches.length} of {r.total} from {r.offset + 1}.</p>}
    </div>
  );
}
