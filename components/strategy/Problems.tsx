// Problems the server found in a definition (validate_portfolio, or a refused create_portfolio):
// path, message, fix and, for plan limits, the lowest plan that accepts the value.
import type { Problem } from "@/server/domain/portfolios/problems";

export function Problems({ problems }: { problems: Problem[] }) {
  if (problems.length === 0)
    return <p className="ok">No problems: create_portfolio would accept this definition.</p>;
  return (
    <table className="data" aria-label="Problems">
      <thead>
        <tr>
          <th>path</th>
          <th>problem</th>
          <th>fix</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((p, i) => (
          <tr key={i}>
            <td>
              <code>{p.path}</code>
            </td>
            <td className={p.code === "invalid_arguments" ? "error" : undefined}>
              {p.message}
              {p.lowestPlan && <span className="muted"> [{p.lowestPlan} plan]</span>}
            </td>
            <td>{p.fix}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
