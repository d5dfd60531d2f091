// One sweep or walk-forward test by id (/sweeps/<id>, where "Try variants" lands): its progress with
// Cancel while it runs, then its result. Its status is read on the server before the page renders
// (app/prefetch.tsx), so a finished sweep's grid is in the HTML. An id the person cannot read
// (malformed, unknown, another account's) is the not-found page, as for a backtest.
import { notFound } from "next/navigation";
import { requireCaller } from "@/app/requireCaller";
import { notFoundIfRefused, prefetch, Prefetched, serverTrpc } from "@/app/prefetch";
import { SWEEP_ID } from "@/server/domain/research/sweepSchema";
import { SweepView } from "@/components/research/SweepView";

export const metadata = { title: "Variants — Lodestar" };

export default async function SweepPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireCaller(`/sweeps/${id}`);
  if (!SWEEP_ID.test(id)) notFound();
  const status = serverTrpc.web.get_sweep.queryOptions({ sweepId: id });
  await prefetch(status);
  notFoundIfRefused(status.queryKey);
  return (
    <Prefetched>
      <SweepView id={id} />
    </Prefetched>
  );
}
