// The person's screeners (list_screeners) and the service's public example screeners.
import Link from "next/link";
import { requireCaller } from "@/components/auth/requireCaller";
import { RecordListing } from "@/components/ui/RecordListing";
import { operationsById } from "@/server/operations/registry";

export const metadata = { title: "Screeners — Lodestar" };

export default async function ScreenersPage() {
  await requireCaller("/screeners");
  const listed = operationsById.has("list_screeners");
  return (
    <>
      <section className="card">
        <h1>Screeners</h1>
        <p className="muted">Filter stocks and ETPs by fundamentals, price action and more, row by row.</p>
        <p><Link href="/screeners/new" className="button">New screener</Link></p>
      </section>
      {listed ? (
        <div className="grid2">
          <section className="card">
            <h2>Your screeners</h2>
            <RecordListing kind="screeners" input={{ limit: 100 }} label="Your screeners" />
          </section>
          <section className="card">
            <h2>Examples</h2>
            <RecordListing kind="screeners" input={{ state: "public", limit: 100 }} label="Example screeners" />
          </section>
        </div>
      ) : (
        <p className="muted">Saved screeners are listed here once the screener store is available.</p>
      )}
    </>
  );
}
