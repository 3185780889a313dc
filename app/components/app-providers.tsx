import type { ReactNode } from "react";
import { ThemeProvider } from "~/components/theme/theme-provider";
import { Toaster } from "~/components/ui/toaster";
import { TooltipProvider } from "~/components/ui/tooltip";

/** Page-wide UI context: theme, tooltip timing and the toast outlet. Wraps every page, error screens included. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </ThemeProvider>
  );
}
