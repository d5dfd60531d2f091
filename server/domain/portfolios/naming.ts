// Names the service gives when the definition leaves them out (reported in assumed): a portfolio is
// named after its instruments ("SPY, IEF, GLD (+2 more)") or, for a Combined, its models.
import { NAME_MAX } from "@/server/domain/drafts/names";
import type { ModelDefinition } from "@/server/domain/portfolios/schema";

const NAMED = 3;

const listed = (items: string[], empty: string) => {
  if (items.length === 0) return empty;
  const more = items.length > NAMED ? ` (+${items.length - NAMED} more)` : "";
  const text = items.slice(0, NAMED).join(", ");
  return text.length + more.length <= NAME_MAX
    ? text + more
    : `${text.slice(0, NAME_MAX - more.length - 1)}…${more}`;
};

export function portfolioNameOf(models: ModelDefinition[]): string {
  if (models.length > 1)
    return listed(
      models.map((m) => m.name),
      "Combined",
    );
  return listed([...models[0].selection.instruments], "Screened selection");
}

export const modelNameOf = (index: number, count: number) => (count === 1 ? "Model" : `Model ${index + 1}`);
