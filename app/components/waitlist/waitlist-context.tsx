import { Suspense, createContext, lazy, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

interface WaitlistDialogControl {
  open: () => void;
  /** Starts fetching the dialog's code (on hover or focus of a Join Waitlist button), so opening is instant. */
  preload: () => void;
}

const WaitlistContext = createContext<WaitlistDialogControl | null>(null);

// The dialog (form, country search, popover) is loaded on first use, keeping it out of the landing page's
// initial JavaScript; without JavaScript the buttons lead to the /waitlist page instead.
const loadDialog = () => import("./waitlist-dialog");
const WaitlistDialog = lazy(() => loadDialog().then((m) => ({ default: m.WaitlistDialog })));

/** Mounts the one waitlist dialog of a page and lets any Join Waitlist button open it. */
export function WaitlistProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const open = useCallback(() => {
    setOpening((n) => n + 1);
    setOpen(true);
  }, []);
  const preload = useCallback(() => void loadDialog(), []);
  const control = useMemo(() => ({ open, preload }), [open, preload]);
  return (
    <WaitlistContext.Provider value={control}>
      {children}
      {opening > 0 ? (
        <Suspense fallback={null}>
          {/* Keyed by opening: each opening starts with a fresh form (SPEC §4). */}
          <WaitlistDialog key={opening} open={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </WaitlistContext.Provider>
  );
}

/** The page's waitlist dialog, or null outside a WaitlistProvider (buttons then fall back to the /waitlist page). */
export function useWaitlistDialog(): WaitlistDialogControl | null {
  return useContext(WaitlistContext);
}
