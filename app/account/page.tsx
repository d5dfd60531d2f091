// The account: who is signed in, the plan with this month's research calls and its limits, and the API
// keys (create, revoke). Page reads through the domain layer, not research calls.
import type { Metadata } from "next";
import { requireCaller } from "@/app/requireCaller";
import { getDb } from "@/server/db";
import { systemClock } from "@/server/clock";
import { listApiKeys } from "@/server/domain/accounts/apiKeys";
import { usageOf } from "@/server/domain/accounts/usage";
import { ApiKeysCard } from "@/app/account/ApiKeysCard";
import { PlanCard } from "@/app/account/PlanCard";
import { SignOutButton } from "@/app/account/SignOutButton";

export const metadata: Metadata = { title: "Account — Lodestar" };
export const dynamic = "force-dynamic";

export default async function AccountPage() {
  const caller = await requireCaller("/account");
  const db = getDb();
  const [user, keys, used] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: caller.userId }, select: { name: true, email: true } }),
    listApiKeys(db, caller.userId),
    usageOf(db, systemClock, caller.userId),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl sm:text-3xl">Account</h1>
          <p className="mt-1 break-words text-muted">
            {user.name} · {user.email}
          </p>
        </div>
        <SignOutButton />
      </div>
      <PlanCard plan={caller.plan} used={used} now={systemClock.now()} />
      <ApiKeysCard keys={keys} />
    </div>
  );
}
