"use client";
// "Share" on a result or a saved strategy: make a read-only link anyone can open signed out (copied at
// once), copy it again, or revoke it. The menu reads the record's live link (web.list_shares, not a
// research call); making and revoking are the person's actions (share_record, revoke_share), not
// counted either (server/transport/webReads.ts).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DropdownMenu } from "radix-ui";
import { Copy, Link2Off, Share2 } from "lucide-react";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { errorBodyOf } from "@/components/providers/errorBody";
import { Button } from "@/components/ui/Button";
import { cn } from "@/components/ui/cn";
import { toast } from "@/components/ui/Toaster";
import { copyLink } from "@/components/simulation/copyLink";

export type ShareTarget = { simulationId: string } | { portfolioId: string };

const ITEM =
  "flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none " +
  "data-[highlighted]:bg-surface-2 data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4";

export function ShareMenu({ target, what }: { target: ShareTarget; what: "result" | "strategy" }) {
  const trpc = useTRPC();
  const client = useQueryClient();
  const listed = trpc.web.list_shares.queryOptions(target);
  const links = useQuery(listed);
  const live = links.data?.data.result.links[0] ?? null;
  const refresh = () => client.invalidateQueries({ queryKey: listed.queryKey });
  const onError = (error: unknown) => toast.error(errorBodyOf(error).message);
  const share = useMutation(trpc.share_record.mutationOptions({ onError, onSettled: refresh }));
  const revoke = useMutation(trpc.revoke_share.mutationOptions({ onError, onSettled: refresh }));
  const opens = `Anyone with the link can open this ${what}, without signing in.`;

  const create = () =>
    share.mutate(target, {
      onSuccess: (r) => void copyLink(r.data.result.link.url, `${opens} Revoke it from Share at any time.`),
    });
  const stop = (token: string) =>
    revoke.mutate(
      { token },
      { onSuccess: () => toast("Link revoked", { description: "The address no longer opens." }) },
    );

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" size="sm" icon={<Share2 aria-hidden />} loading={share.isPending}>
          Share
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-md border border-border bg-surface p-1 text-fg shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted">
            {live ? `${opens} Nothing else of your account shows.` : `Make a read-only link to this ${what}.`}
          </DropdownMenu.Label>
          {live ? (
            <>
              <p className="truncate px-2 pb-1.5 text-xs text-muted tabular-nums" title={live.url}>
                {live.url}
              </p>
              <DropdownMenu.Item className={ITEM} onSelect={() => void copyLink(live.url, opens)}>
                <Copy aria-hidden /> Copy link
              </DropdownMenu.Item>
              <DropdownMenu.Item className={cn(ITEM, "text-bad")} onSelect={() => stop(live.token)}>
                <Link2Off aria-hidden /> Revoke link
              </DropdownMenu.Item>
            </>
          ) : (
            <DropdownMenu.Item className={ITEM} disabled={links.isPending} onSelect={create}>
              <Share2 aria-hidden /> Create link
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
