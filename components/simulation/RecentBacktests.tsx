"use client";
// The backtests run in this browser: open one, or tick two to five and compare them side by side.
import { useState } from "react";
import Link from "next/link";
import { useRecentBacktests } from "@/components/simulation/recentBacktests";

export function RecentBacktests() {
  const recent = useRecentBacktests();
  const [picked, setPicked] = useState<string[]>([]);
  if (recent.length === 0) return <p className="muted">None yet: backtest a strategy above.</p>;
  const toggle = (id: string, on: boolean) => setPicked((p) => (on ? [...p, id] : p.filter((x) => x !== id)));
  return (
    <>
      <table className="data" aria-label="Recent backtests">
        <thead><tr><th>compare</th><th>strategy</th><th>from</th><th>simulation</th></tr></thead>
        <tbody>
          {recent.map((b) => (
            <tr key={b.id}>
              <td><input type="checkbox" aria-label={`Compare ${b.portfolioName} (${b.id})`} checked={picked.includes(b.id)} onChange={(e) => toggle(b.id, e.target.checked)} /></td>
              <td>{b.portfolioName}</td>
              <td>{b.startYear}</td>
              <td><Link href={`/simulations/${b.id}`}>{b.id}</Link></td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {picked.length >= 2 && picked.length <= 5 ? (
          <Link className="button" href={`/simulations/compare?ids=${picked.join(",")}`}>Compare {picked.length}</Link>
        ) : (
          <span className="muted">Tick two to five backtests to compare them.</span>
        )}
      </p>
    </>
  );
}
