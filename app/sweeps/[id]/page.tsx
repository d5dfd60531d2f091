// One sweep or walk-forward test by id (/sweeps/<id>, where "Try variants" lands): its progress with
// Cancel while it runs, then its result. An id of the wrong shape is the not-found page; one the
// person cannot read is refused by get_sweep and said on the page.
import { notFound } from "next/navigation";
import { requireCaller } from "@/app/requireCaller";
import { SweepView } from "@/components/research/SweepView";

export const metadata = { title: "Variants — Lodestar" };

const SWEEP_ID = /^swp_[0-9a-f]{32}$/;

export default async function SweepPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireCaller(`/sweeps/${id}`);
  if (!SWEEP_ID.test(id)) notFound();
  return <SweepView id={id} />;
}
