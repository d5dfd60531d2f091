"use client";
// A chart on the page: a titled card whose description states the units, a legend in words, the
// chart at a fixed height (nothing jumps when it draws), and "Show data", which opens the figures as
// a table so the keyboard and screen readers reach every value the picture shows.
import { useId, useState } from "react";
import { Table2 } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { cn } from "@/components/ui/cn";

export interface LegendItem {
  name: string;
  colour: string;
}

interface Props {
  title: string;
  /** Heading level of the title (default 2; 3 inside a dialog or a card). */
  level?: 2 | 3;
  /** The units, in words ("Value in USD, log scale"). */
  description: React.ReactNode;
  legend?: LegendItem[];
  /** Controls beside the title (a scale toggle); "Show data" is added after them. */
  actions?: React.ReactNode;
  /** The chart's height class ("h-72"). */
  height?: string;
  /** The table behind the picture, rendered only when asked for. */
  table(): React.ReactNode;
  children: React.ReactNode;
  className?: string;
}

export function ChartCard({
  title,
  level,
  description,
  legend,
  actions,
  height = "h-72",
  table,
  children,
  className,
}: Props) {
  const [showData, setShowData] = useState(false);
  const tableId = useId();
  return (
    <Card
      title={title}
      level={level}
      description={description}
      className={className}
      actions={
        <>
          {actions}
          <Button
            variant="secondary"
            size="sm"
            icon={<Table2 aria-hidden />}
            aria-expanded={showData}
            aria-controls={tableId}
            onClick={() => setShowData((s) => !s)}
          >
            {showData ? "Hide data" : "Show data"}
          </Button>
        </>
      }
    >
      {legend && legend.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={`${title}: series`}>
          {legend.map((item) => (
            <li key={item.name} className="flex items-center gap-1.5">
              <span
                aria-hidden
                className="inline-block size-2.5 rounded-sm"
                style={{ background: item.colour }}
              />
              {item.name}
            </li>
          ))}
        </ul>
      )}
      <div className={cn("w-full min-w-0", height)}>{children}</div>
      <div id={tableId} className="mt-3 empty:hidden">
        {showData && table()}
      </div>
    </Card>
  );
}
