// "Expires in 47 h" — counts down live with JavaScript, and is right at render time without it.
import { useEffect, useState } from "react";

export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return "Expiring now";
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 72) return `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  if (days < 60) return `${days} days`;
  const months = Math.floor(days / 30);
  return months < 24 ? `${months} months` : `${Math.floor(days / 365)} years`;
}

export function ExpiresIn({ expiresAt, renderedAt }: { expiresAt: string; renderedAt: string }) {
  const [now, setNow] = useState(() => Date.parse(renderedAt));
  useEffect(() => {
    // The first tick comes at once: the page may have been rendered a while ago (cached, restored).
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 30_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  const left = Date.parse(expiresAt) - now;
  return (
    <time dateTime={expiresAt} title={new Date(expiresAt).toUTCString()} className={left < 6 * 3_600_000 ? "text-destructive" : undefined}>
      {formatTimeLeft(left)}
    </time>
  );
}
