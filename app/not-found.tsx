// The not-found page: an unknown address, or a record the person cannot open (another account's, an
// expired draft). It never says which, as the API's not_found does not.
import Link from "next/link";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/Button";

export const metadata = { title: "Not found — Lodestar" };

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 pt-10 text-center">
      <SearchX className="size-8 text-muted" aria-hidden />
      <h1 className="text-2xl">Not found</h1>
      <p className="text-muted">
        There is nothing here for your account: the address is wrong, the record belongs to someone else, or
        it was a draft, deleted 30 days after its last use.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link href="/portfolios">Your strategies</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href="/screeners">Your screeners</Link>
        </Button>
      </div>
    </div>
  );
}
