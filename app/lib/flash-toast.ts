// A toast carried across a redirect (see app/server/flash-toast.server.ts).
export interface FlashToastMessage {
  /** Unique per flash, so the same toast is never shown twice on re-render. */
  id: string;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
