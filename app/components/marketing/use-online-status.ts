import { useEffect, useRef } from "react";

/** Calls `onChange(navigator.onLine)` once mounted and again whenever the browser goes offline or back online. */
export function useOnlineStatus(onChange: (online: boolean) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const report = () => latest.current(navigator.onLine);
    report();
    window.addEventListener("online", report);
    window.addEventListener("offline", report);
    return () => {
      window.removeEventListener("online", report);
      window.removeEventListener("offline", report);
    };
  }, []);
}
