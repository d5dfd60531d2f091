// The person's strategies (list_portfolios) and the service's public benchmark portfolios.
import Link from "next/link";
import { requireCaller } from "@/components/auth/requireCaller";
import { RecordListing } from "@/components/ui/RecordListing";
import { operationsById } from "@/server/operations/registry";

export const metadata = { title: "Strategies — Lodestar" };

export default async function PortfoliosPage() {
  await requireCaller("/portfolios");
  const listed = operationsById.has("list_portfolios");
  return (
    <>
      <section className="card">
        <h1>Strategies</h1>
        <p className="muted">Strategies select instruments, weight them and switch on risk conditions. Drafts made by AI assistants or the API appear here too, in a folder named after the app.</p>
        <p><Link href="/portfolios/new" className="button">New strategy</Link></p>
      </section>
      {listed ? (
        <div className="grid2">
          <section className="card">
            <h2>Your strategies</h2>
            <RecordListing kind="portfolios" input={{ limit: 100 }} label="Your strategies" />
          </section>
          <section className="card">
            <h2>Benchmarks</h2>
            <RecordListing kind="portfolios" input={{ state: "public", limit: 100 }} label="Benchmark portfolios" />
          </section>
        </div>
      ) : (
        <section className="card">
          <p className="muted">Stored strategies are listed here once strategies can be saved (list_portfolios). The builder already shows the definition it would create.</p>
        </section>
      )}
    </>
  );
}
