// The API keys, a line each: its name (the folder its drafts go to), its visible start, when it was made
// and last used, and Revoke; then the form that makes one.
import { KeyRound } from "lucide-react";
import { revokeKeyAction } from "@/app/account/actions";
import { CreateKeyForm } from "@/app/account/CreateKeyForm";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { EmptyState } from "@/components/ui/EmptyState";
import { formatDate } from "@/components/ui/format";

interface Key {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export function ApiKeysCard({ keys }: { keys: Key[] }) {
  return (
    <Card
      title="API keys"
      description={
        <>
          For programs and AI assistants: send a key as <code>Authorization: Bearer &lt;key&gt;</code> to{" "}
          <code>/api/v1/research/&lt;operation&gt;</code> or <code>/api/mcp</code>. The API reference is under
          Docs.
        </>
      }
    >
      {keys.length === 0 ? (
        <EmptyState icon={<KeyRound />} title="No keys yet" className="mb-4">
          Make one below for each program or assistant, so you can revoke one without the others.
        </EmptyState>
      ) : (
        <ul className="mb-4 flex flex-col" aria-label="Your API keys">
          {keys.map((k) => (
            <li
              key={k.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-border py-2.5"
            >
              <div className="min-w-0">
                <p className="font-medium">{k.name}</p>
                <p className="text-xs text-muted">
                  <code>{k.prefix}…</code> · made {formatDate(k.createdAt)} · last used{" "}
                  {k.lastUsedAt ? formatDate(k.lastUsedAt) : "never"}
                </p>
              </div>
              {k.revokedAt ? (
                <Badge tone="outline">Revoked {formatDate(k.revokedAt)}</Badge>
              ) : (
                <form action={revokeKeyAction}>
                  <input type="hidden" name="id" value={k.id} />
                  <Button type="submit" variant="secondary" size="sm" aria-label={`Revoke ${k.name}`}>
                    Revoke
                  </Button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      <CreateKeyForm />
    </Card>
  );
}
