"use client";
// The screener's rows, in order, each read as a sentence above its controls (RowEditor), with their
// problems; moved, removed or added here. With no rows it says what a row does.
import { useState } from "react";
import { ListFilter, Plus } from "lucide-react";
import type { AssetType, ScreenerWarning } from "@/components/catalogue/types";
import type { RowDraft } from "@/components/screener/draft";
import { RowEditor } from "@/components/screener/RowEditor";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";

interface Props {
  rows: RowDraft[];
  setRows(update: (rows: RowDraft[]) => RowDraft[]): void;
  assetType: AssetType;
  /** The check's problems of the row with this key, in words. */
  rowProblems(key: number): (ScreenerWarning & { atField?: boolean })[];
}

export function RowsSection({ rows, setRows, assetType, rowProblems }: Props) {
  const [nextKey, setNextKey] = useState(() => rows.length + 1);
  const addRow = () => {
    setRows((all) => [...all, { key: nextKey, filter: null, relation: null, target: null, inputs: {} }]);
    setNextKey((k) => k + 1);
  };
  const move = (key: number, by: -1 | 1) =>
    setRows((all) => {
      const i = all.findIndex((r) => r.key === key);
      const next = [...all];
      [next[i], next[i + by]] = [next[i + by], next[i]];
      return next;
    });
  return (
    <section aria-labelledby="rows-title" className="flex flex-col gap-3">
      <div>
        <h2 id="rows-title" className="text-lg">
          Rows
        </h2>
        <p className="text-sm text-muted">
          Each row keeps what passes it from what the rows above kept; “highest” and “lowest” rank only those.
        </p>
      </div>
      {rows.length === 0 && (
        <EmptyState icon={<ListFilter />} title="No rows yet: it keeps the whole universe">
          Add a row to keep what passes a filter, such as a price above $10, or to rank, such as the 20
          highest 12-month returns.
        </EmptyState>
      )}
      <ol className="flex flex-col gap-3">
        {rows.map((row, i) => (
          <RowEditor
            key={row.key}
            n={i + 1}
            count={rows.length}
            row={row}
            assetType={assetType}
            problems={rowProblems(row.key)}
            onChange={(r) => setRows((all) => all.map((x) => (x.key === row.key ? r : x)))}
            onRemove={() => setRows((all) => all.filter((x) => x.key !== row.key))}
            onMove={(by) => move(row.key, by)}
          />
        ))}
      </ol>
      <div>
        <Button variant="secondary" icon={<Plus />} onClick={addRow}>
          Add row
        </Button>
      </div>
    </section>
  );
}
