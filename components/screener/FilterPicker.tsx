"use client";
// Picks a row's filter: a searchable list of the filters that apply to the universe's asset type,
// grouped by category, matched on name, category, description and the words people use for it. The catalogue is read once per asset
// type (list_screen_filters as a page read, not a research call); the search runs in the browser.
import { useQuery } from "@tanstack/react-query";
import type { AssetType } from "@/components/catalogue/types";
import { useTRPC } from "@/components/providers/TRPCProvider";
import { Combobox, type ComboboxOption } from "@/components/ui/Combobox";
import type { ControlProps } from "@/components/ui/Field";
import { Skeleton } from "@/components/ui/Skeleton";
import { sentenceCase } from "@/components/screener/words";
import { ALSO_KNOWN_AS } from "@/server/catalogue/filters/alsoKnownAs";

/** All filters for an asset type (the catalogue holds well under the page's 200). */
export function useFilterCatalogue(assetType: AssetType) {
  const trpc = useTRPC();
  return useQuery(trpc.web.list_screen_filters.queryOptions({ assetType, limit: 200 }));
}

interface Props {
  control: ControlProps;
  assetType: AssetType;
  value: string | null;
  onPick(id: string): void;
}

export function FilterPicker({ control, assetType, value, onPick }: Props) {
  const catalogue = useFilterCatalogue(assetType);
  const filters = catalogue.data?.data.result.filters;
  if (!filters) return <Skeleton className="h-9 w-full" />;
  const options: ComboboxOption[] = filters.map((f) => {
    const category = sentenceCase(f.category);
    return {
      value: f.id,
      label: f.name,
      group: f.subcategory ? `${category} · ${sentenceCase(f.subcategory)}` : category,
      keywords: [category, f.subcategory ?? "", f.description ?? "", ...(ALSO_KNOWN_AS[f.id] ?? [])],
    };
  });
  return (
    <Combobox
      {...control}
      options={options}
      value={value}
      onValueChange={onPick}
      placeholder="Choose a filter"
      searchLabel="Search filters by name, category or description"
      emptyText="No filter matches. Try a shorter word, such as “return” or “dividend”."
    />
  );
}
