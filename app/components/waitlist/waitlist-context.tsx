import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { WaitlistDialog } from "./waitlist-dialog";

interface WaitlistDialogControl {
  open: () => void;
}

const WaitlistContext = createContext<WaitlistDialogControl | null>(null);

/** Mounts the one waitlist dialog of a page and lets any Join Waitlist button open it. */
export function WaitlistProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const open = useCallback(() => {
    setOpening((n) => n + 1);
    setOpen(true);
  }, []);
  const control = useMemo(() => ({ open }), [open]);
  return (
    <WaitlistContext.Provider value={control}>
      {children}
      <WaitlistDialog key={opening} open={isOpen} onOpenChange={setOpen} />
    </WaitlistContext.Provider>
  );
}

/** The page's waitlist dialog, or null outside a WaitlistProvider (buttons then fall back to the /waitlist page). */
export function useWaitlistDialog(): WaitlistDialogControl | null {
  return useContext(WaitlistContext);
}
