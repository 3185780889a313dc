import type * as React from "react";
import { cn } from "~/lib/utils";

/** A placeholder block that pulses while content loads (still under prefers-reduced-motion). */
export function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div data-slot="skeleton" aria-hidden className={cn("animate-pulse rounded-md bg-accent", className)} {...props} />;
}
