import type { ReactNode } from "react";
import { ThemeProvider } from "~/components/theme/theme-provider";
import { ToastOutlet } from "~/components/ui/toast-outlet";

/** Page-wide UI context: theme and the toast outlet. Wraps every page, error screens included. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <ToastOutlet />
    </ThemeProvider>
  );
}
