// The landing page of a record kind: what it is, a button to build one, then the person's records and
// the service's public ones (list_portfolios / list_screeners).
import Link from "next/link";
import { RecordListing } from "@/components/ui/RecordListing";

interface Props {
  kind: "portfolios" | "screeners";
  title: string;
  intro: string;
  newLabel: string;
  /** Headings (also the tables' labels) of the person's records and the public ones. */
  yours: string;
  publicOnes: string;
}

export function RecordsOverview({ kind, title, intro, newLabel, yours, publicOnes }: Props) {
  return (
    <>
      <section className="card">
        <h1>{title}</h1>
        <p className="muted">{intro}</p>
        <p>
          <Link href={`/${kind}/new`} className="button">
            {newLabel}
          </Link>
        </p>
      </section>
      <div className="grid2">
        <section className="card">
          <h2>{yours}</h2>
          <RecordListing kind={kind} input={{ limit: 100 }} label={yours} />
        </section>
        <section className="card">
          <h2>{publicOnes}</h2>
          <RecordListing kind={kind} input={{ state: "public", limit: 100 }} label={publicOnes} />
        </section>
      </div>
    </>
  );
}
