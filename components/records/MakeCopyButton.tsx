"use client";
// "Make a copy" of a record the person can read but not change (a public one of the service): creates
// their own copy (create_portfolio / create_screener, not a research call in the web app, and saved at
// once, docs/decisions.md) named "<name> (copy)", and opens it in the builder.
//
//   <MakeCopyButton source={{ kind: "portfolio", definition: p.definition }} />
//   <MakeCopyButton source={{ kind: "screener", screener: { name, description, universe, rows } }} />
//
// Pass what the builder shows, so a copy keeps the edits made before pressing it.
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Copy } from "lucide-react";
import type { Inputs } from "@/components/providers/operations";
import { errorBodyOf } from "@/components/providers/errorBody";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { Button, type ButtonProps } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toaster";

const NAME_MAX = 100;
const SUFFIX = " (copy)";

/** "S&P 500" → "S&P 500 (copy)", within the name limit. */
export const copyName = (name: string) => name.slice(0, NAME_MAX - SUFFIX.length) + SUFFIX;

export type CopySource =
  | { kind: "portfolio"; definition: Inputs["create_portfolio"]["definition"] & { name?: string } }
  | { kind: "screener"; screener: Inputs["create_screener"] & { name: string } };

interface Props extends Omit<ButtonProps, "onClick" | "children"> {
  source: CopySource;
  /** The button's words; "Make a copy" unless said. */
  label?: string;
}

export function MakeCopyButton({ source, label = "Make a copy", ...buttonProps }: Props) {
  const trpc = useTRPC();
  const router = useRouter();
  const onError = (error: unknown) => toast.error(errorBodyOf(error).message);
  const portfolio = useMutation(trpc.create_portfolio.mutationOptions({ onError }));
  const screener = useMutation(trpc.create_screener.mutationOptions({ onError }));

  const opened = (kind: string, id: string, name: string) => {
    toast(`Copied as “${name}”`, { description: "The copy is yours to change." });
    router.push(`/${kind}s/${id}`);
  };
  const copy = () => {
    if (source.kind === "portfolio") {
      const name = copyName(source.definition.name ?? "Strategy");
      portfolio.mutate(
        { definition: { ...source.definition, name } },
        { onSuccess: (r) => opened("portfolio", r.data.result.portfolio.id, r.data.result.portfolio.name) },
      );
    } else {
      const name = copyName(source.screener.name);
      screener.mutate(
        { ...source.screener, name },
        { onSuccess: (r) => opened("screener", r.data.result.screener.id, r.data.result.screener.name) },
      );
    }
  };
  return (
    <Button
      variant="secondary"
      icon={<Copy />}
      {...buttonProps}
      onClick={copy}
      loading={portfolio.isPending || screener.isPending}
    >
      {label}
    </Button>
  );
}
