// The account: plan and this month's research calls, and the API keys (create, revoke).
import type { Metadata } from "next";
import { requireCaller } from "@/app/requireCaller";
import { getDb } from "@/server/db";
import { systemClock } from "@/server/clock";
import { PLANS } from "@/server/plans";
import { listApiKeys } from "@/server/domain/accounts/apiKeys";
import { periodOf, usageOf } from "@/server/domain/accounts/usage";
import { revokeKeyAction } from "@/app/account/actions";
import { CreateKeyForm } from "@/app/account/CreateKeyForm";
import { SignOutButton } from "@/app/account/SignOutButton";

export const metadata: Metadata = { title: "Account — Lodestar" };
export const dynamic = "force-dynamic";

const when = (d: Date | null) => (d ? d.toISOString().slice(0, 16).replace("T", " ") + " UTC" : "never");

export default async function AccountPage() {
  const caller = await requireCaller("/account");
  const db = getDb();
  const now = systemClock.now();
  const [user, keys, used] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: caller.userId }, select: { name: true, email: true } }),
    listApiKeys(db, caller.userId),
    usageOf(db, systemClock, caller.userId),
  ]);
  const plan = PLANS[caller.plan];

  return (
    <>
      <section className="card">
        <h1>{user.name}</h1>
        <p className="muted">{user.email}</p>
        <SignOutButton />
      </section>
      <section className="card">
        <h2>Plan: {plan.id}</h2>
        <table className="data">
          <tbody>
            <tr>
              <th>Research calls in {periodOf(now)} (UTC)</th>
              <td data-testid="calls-used">
                {used.toLocaleString("en-US")} of {plan.researchCallsPerMonth.toLocaleString("en-US")}
              </td>
            </tr>
            <tr>
              <th>Calls per second per key</th>
              <td>{plan.callsPerSecond}</td>
            </tr>
            <tr>
              <th>Screener rows</th>
              <td>{plan.screenerRows}</td>
            </tr>
            <tr>
              <th>Positions per strategy</th>
              <td>{plan.maxPositions}</td>
            </tr>
            <tr>
              <th>Simulations kept</th>
              <td>
                {plan.simulationsKept === null ? "unlimited" : plan.simulationsKept.toLocaleString("en-US")}
              </td>
            </tr>
          </tbody>
        </table>
        <p className="muted">
          Every call through the API, an AI assistant or this site counts once; refused calls do not. Plans
          are changed by the operator.
        </p>
      </section>
      <section className="card">
        <h2>API keys</h2>
        <p className="muted">
          Send a key as <code>Authorization: Bearer &lt;key&gt;</code> to{" "}
          <code>/api/v1/research/&lt;operation&gt;</code> or <code>/api/mcp</code>.
        </p>
        {keys.length > 0 && (
          <table className="data">
            <thead>
              <tr>
                <th>Name (draft folder)</th>
                <th>Key</th>
                <th>Created</th>
                <th>Last used</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id}>
                  <td>{k.name}</td>
                  <td>
                    <code>{k.prefix}…</code>
                  </td>
                  <td>{when(k.createdAt)}</td>
                  <td>{when(k.lastUsedAt)}</td>
                  <td>
                    {k.revokedAt ? (
                      <span className="muted">revoked {when(k.revokedAt)}</span>
                    ) : (
                      <form action={revokeKeyAction}>
                        <input type="hidden" name="id" value={k.id} />
                        <button type="submit" className="secondary">
                          Revoke
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <CreateKeyForm />
      </section>
    </>
  );
}
