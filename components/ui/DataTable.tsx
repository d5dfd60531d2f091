"use client";
// A table of rows (@tanstack/react-table): click or press a header to sort, aria-sort says how it is
// sorted. Mark a number column with `meta: { numeric: true }`: it is right-aligned in tabular figures;
// `meta: { wide: true }` keeps a column off a phone's width.
// Wide tables scroll inside their own frame (focusable, so the keyboard can scroll it), never the page.
import { useState } from "react";
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cn } from "@/components/ui/cn";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** A number column: right-aligned, tabular figures. */
    numeric?: boolean;
    /** Shown from 640 px on: on a phone the table keeps to the columns that matter most. */
    wide?: boolean;
  }
}

interface Props<T> {
  /** The table's accessible name (also the scroll frame's). */
  label: string;
  // Each column has its own value type (tanstack's documented way to list mixed columns).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: T[];
  initialSorting?: SortingState;
  /** Shown in place of the table when there are no rows (an EmptyState). */
  empty?: React.ReactNode;
  getRowId?(row: T): string;
  className?: string;
}

const SORT_WORDS = { asc: "ascending", desc: "descending" } as const;

export function DataTable<T>({
  label,
  columns,
  data,
  initialSorting = [],
  empty,
  getRowId,
  className,
}: Props<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  // The table object is rebuilt each render by design; the React Compiler skips this component for it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId,
  });
  if (data.length === 0 && empty) return <>{empty}</>;
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn("max-w-full overflow-x-auto rounded-lg border border-border", className)}
    >
      <table data-slot="data-table" aria-label={label} className="w-full border-collapse text-sm">
        <thead className="bg-surface-2">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const numeric = header.column.columnDef.meta?.numeric;
                const sorted = header.column.getIsSorted();
                const SortIcon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? SORT_WORDS[sorted] : undefined}
                    className={cn(
                      "whitespace-nowrap border-b border-border px-3 py-2 font-medium text-muted",
                      numeric ? "text-right" : "text-left",
                      header.column.columnDef.meta?.wide && "hidden sm:table-cell",
                    )}
                  >
                    {header.isPlaceholder ? null : header.column.getCanSort() ? (
                      <button
                        type="button"
                        data-slot="sort-button"
                        onClick={header.column.getToggleSortingHandler()}
                        className={cn(
                          "inline-flex cursor-pointer items-center gap-1 hover:text-fg",
                          numeric && "flex-row-reverse",
                        )}
                      >
                        {title}
                        <SortIcon className={cn("size-3.5", !sorted && "opacity-40")} aria-hidden />
                      </button>
                    ) : (
                      title
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b border-border last:border-b-0 hover:bg-surface-2/60">
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cn(
                    "px-3 py-2 align-top",
                    cell.column.columnDef.meta?.numeric && "text-right tabular-nums whitespace-nowrap",
                    cell.column.columnDef.meta?.wide && "hidden sm:table-cell",
                  )}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
