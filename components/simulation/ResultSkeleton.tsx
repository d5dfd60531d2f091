// Where the result's charts and tables are coming, sized like them so nothing jumps when they arrive.
import { Skeleton } from "@/components/ui/Skeleton";

export function ResultSkeleton() {
  return (
    <div className="grid gap-4">
      <Skeleton className="h-96" />
      <Skeleton className="h-80" />
      <Skeleton className="h-80" />
    </div>
  );
}
