import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { VIDEO_BOX_CLASS, VideoPoster, type Phase, type Unavailable } from "./demo-poster";
import { useOnlineStatus } from "./use-online-status";

function PosterBox({ phase, unavailable, onPlay }: { phase: Phase; unavailable?: Unavailable; onPlay?: () => void }) {
  return (
    <div data-video-phase={phase} className={VIDEO_BOX_CLASS}>
      <VideoPoster phase={phase} unavailable={unavailable} onPlay={onPlay} />
    </div>
  );
}

/** Shown when the player's own code cannot be fetched (offline, or a deploy replaced the file). */
function PlayerUnavailable() {
  return <PosterBox phase="unavailable" unavailable={navigator.onLine ? "failed" : "offline"} />;
}

// The player (frame, postMessage protocol, controls) is fetched only when it is about to be needed.
const DemoPlayer = lazy(() => import("./demo-player").catch(() => ({ default: PlayerUnavailable })));

/**
 * The demo video section's player: a poster until the section comes near the viewport or the visitor
 * presses play; then the privacy-enhanced YouTube frame loads (muted and paused, never autoplaying).
 * Offline, the poster says so instead.
 */
export function DemoVideo() {
  const ref = useRef<HTMLDivElement>(null);
  const [activated, setActivated] = useState(false);
  const [playRequested, setPlayRequested] = useState(false);
  const [offline, setOffline] = useState(false);

  useOnlineStatus((online) => setOffline(!online));

  useEffect(() => {
    const el = ref.current;
    if (!el || activated || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setActivated(true), { rootMargin: "200px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [activated]);

  const play = () => {
    setPlayRequested(true);
    setActivated(true);
  };

  return (
    <div ref={ref}>
      {!activated ? (
        <PosterBox phase="poster" onPlay={play} />
      ) : offline ? (
        <PosterBox phase="unavailable" unavailable="offline" />
      ) : (
        <Suspense fallback={<PosterBox phase="loading" onPlay={play} />}>
          <DemoPlayer playRequested={playRequested} />
        </Suspense>
      )}
    </div>
  );
}
