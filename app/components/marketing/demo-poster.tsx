import { Loader2, Play, WifiOff } from "lucide-react";
import { DEMO_VIDEO_ID, DEMO_VIDEO_LENGTH_LABEL } from "./demo-video-config";
import { watchUrl } from "./youtube-player";

/** The video's frame: the same box for the poster and the player, so nothing shifts when one replaces the other. */
export const VIDEO_BOX_CLASS =
  "group relative aspect-video w-full overflow-hidden rounded-2xl border bg-zinc-950 shadow-2xl shadow-primary/10";

export type Phase = "poster" | "loading" | "ready" | "unavailable";
export type Unavailable = "offline" | "failed" | "missing";

const UNAVAILABLE_TEXT: Record<Unavailable, string> = {
  offline: "You appear to be offline, so the demo video can't be loaded. It will load once you're back online.",
  failed: "The demo video couldn't be loaded — the video host may be blocked on this network. Everything else on this page works.",
  missing: "The demo video is unavailable right now. Schedule a live demo below and we'll walk you through InsightLab.",
};

/** What shows instead of the player: before it loads, while it loads, and when it cannot load (never a broken box). */
export function VideoPoster({ phase, unavailable = "failed", onPlay }: { phase: Phase; unavailable?: Unavailable; onPlay?: () => void }) {
  const failed = phase === "unavailable";
  return (
    <div className="absolute inset-0 z-10 flex flex-col items-center justify-center overflow-hidden bg-[radial-gradient(ellipse_at_top,#6d28d9_0%,#2e1065_45%,#09090b_100%)] p-6 text-center text-white">
      <PosterBackdrop />
      {failed ? (
        <div role="status" className="relative max-w-md rounded-2xl bg-black/30 px-8 py-6 backdrop-blur-sm">
          <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-white/10">
            <WifiOff aria-hidden className="size-6" />
          </span>
          <p className="mt-4 text-lg font-semibold">Demo video unavailable</p>
          <p className="mt-2 text-sm text-white/80">{UNAVAILABLE_TEXT[unavailable]}</p>
          {unavailable !== "offline" ? (
            <a href={watchUrl(DEMO_VIDEO_ID)} target="_blank" rel="noreferrer" className="mt-4 inline-block text-sm font-medium text-white underline underline-offset-4">
              Try opening it on YouTube
            </a>
          ) : null}
        </div>
      ) : (
        <button
          type="button"
          onClick={onPlay}
          className="relative flex flex-col items-center gap-4 rounded-2xl bg-black/30 px-8 py-6 backdrop-blur-sm focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          <span className="inline-flex size-20 items-center justify-center rounded-full bg-white text-violet-700 shadow-xl shadow-violet-950/50 transition-transform group-hover:scale-105">
            {phase === "loading" ? <Loader2 aria-hidden className="size-8 animate-spin" /> : <Play aria-hidden className="ml-1 size-8 fill-current" />}
          </span>
          <span className="text-lg font-semibold">Watch the product tour</span>
          <span className="text-sm text-white/80">{DEMO_VIDEO_LENGTH_LABEL} · plays muted · no cookies until you play</span>
        </button>
      )}
    </div>
  );
}

/** A faint sketch of the app behind the poster, so it reads as a product video and not an empty box. */
function PosterBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 opacity-15">
      <div className="absolute top-[12%] left-[6%] h-[70%] w-[26%] rounded-xl border border-white/30 bg-white/5" />
      <div className="absolute top-[12%] left-[36%] h-[30%] w-[58%] rounded-xl border border-white/30 bg-white/5" />
      <div className="absolute top-[48%] left-[36%] flex h-[34%] w-[58%] items-end gap-[3%] rounded-xl border border-white/30 bg-white/5 p-[2%]">
        {[40, 65, 50, 80, 60, 90, 72].map((h, i) => (
          <span key={i} className="flex-1 rounded-t bg-white/50" style={{ height: `${h}%` }} />
        ))}
      </div>
    </div>
  );
}
