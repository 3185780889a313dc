// The YouTube IFrame player spoken to through postMessage (no third-party script is loaded):
// we send "listening" and commands as JSON strings; the player answers with onReady, onStateChange,
// onError and infoDelivery messages.

export const YOUTUBE_FRAME_ORIGIN = "https://www.youtube-nocookie.com";

/** The player's states as its onStateChange event numbers them. */
export const PLAYER_STATE = { unstarted: -1, ended: 0, playing: 1, paused: 2, buffering: 3, cued: 5 } as const;

export type PlayerCommand = "playVideo" | "pauseVideo" | "mute" | "unMute" | "seekTo" | "addEventListener";

/**
 * The embed URL: JS API on, muted, no autoplay, our own controls, no related videos from other channels.
 * `origin` must be the page's origin so the player accepts our messages.
 */
export function embedUrl(videoId: string, origin: string): string {
  const params = new URLSearchParams({
    enablejsapi: "1",
    autoplay: "0",
    mute: "1",
    controls: "0",
    rel: "0",
    playsinline: "1",
    modestbranding: "1",
    iv_load_policy: "3",
    disablekb: "1",
    origin,
  });
  return `${YOUTUBE_FRAME_ORIGIN}/embed/${encodeURIComponent(videoId)}?${params}`;
}

export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

export function listeningMessage(frameId: string): string {
  return JSON.stringify({ event: "listening", id: frameId, channel: "widget" });
}

export function commandMessage(func: PlayerCommand, args: unknown[] = []): string {
  return JSON.stringify({ event: "command", func, args, id: undefined, channel: "widget" });
}

export type PlayerMessage =
  | { kind: "ready" }
  | { kind: "state"; state: number }
  | { kind: "error"; code: number }
  | { kind: "info"; state?: number; currentTime?: number; duration?: number; muted?: boolean };

const finite = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/** Reads one message from the player frame; anything that is not a player message gives null. */
export function parsePlayerMessage(data: unknown): PlayerMessage | null {
  let value: unknown = data;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null) return null;
  const msg = value as { event?: unknown; info?: unknown };
  switch (msg.event) {
    case "onReady":
      return { kind: "ready" };
    case "onStateChange": {
      const state = finite(msg.info);
      return state === undefined ? null : { kind: "state", state };
    }
    case "onError":
      return { kind: "error", code: finite(msg.info) ?? 0 };
    case "initialDelivery":
    case "infoDelivery": {
      if (typeof msg.info !== "object" || msg.info === null) return null;
      const info = msg.info as Record<string, unknown>;
      return {
        kind: "info",
        state: finite(info.playerState),
        currentTime: finite(info.currentTime),
        duration: finite(info.duration),
        muted: typeof info.muted === "boolean" ? info.muted : undefined,
      };
    }
    default:
      return null;
  }
}

/** "1:05" or "1:02:03". */
export function formatVideoTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}
