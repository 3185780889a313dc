import { Suspense, lazy, useState } from "react";
import { useToast } from "./use-toast";

// The toast list (Radix Toast: swipe, timers, the F8 region) is fetched with the first toast, so pages that
// never show one never load it.
const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/** Where toasts appear; mounted once in app/root.tsx. Renders nothing until the first toast. */
export function ToastOutlet() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
