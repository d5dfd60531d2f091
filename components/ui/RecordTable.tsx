// Portfolios or screeners as a table: name (opens the record), state, folder and draft expiry.
import Link from "next/link";
import type { RecordView } from "@/components/catalogue/types";

interface Props {
  records: RecordView[];
  kind: "portfolios" | "screeners";
  label: string;
  /** A control per record, such as a Backtest button. */
  action?: (record: RecordView) => React.ReactNode;
}

export function RecordTable({ records, kind, label, action }: Props) {
  if (records.length === 0) return <p className="muted">None yet.</p>;
  return (
    <table className="data" aria-label={label}>
      <thead>
        <tr>
          <th>name</th>
          <th>state</th>
          <th>folder</th>
          <th>draft expires</th>
          {action && <th />}
        </tr>
      </thead>
      <tbody>
        {records.map((r) => (
          <tr key={r.id}>
            <td>
              <Link href={`/${kind}/${r.id}`}>{r.name}</Link>
              {r.description && <div className="muted">{r.description}</div>}
            </td>
            <td>{r.state}</td>
            <td>{r.draft?.folder ?? "—"}</td>
            <td>{r.draft ? new Date(r.draft.expiresAt).toISOString().slice(0, 10) : "—"}</td>
            {action && <td>{action(r)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
