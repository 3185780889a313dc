import { Pause, Play, Volume2, VolumeX } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { VIDEO_BOX_CLASS, VideoPoster, type Phase, type Unavailable } from "./demo-poster";
import { useOnlineStatus } from "./use-online-status";
import { DEMO_VIDEO_ID, DEMO_VIDEO_TITLE } from "./demo-video-config";
import {
  PLAYER_STATE,
  YOUTUBE_FRAME_ORIGIN,
  commandMessage,
  embedUrl,
  formatVideoTime,
  listeningMessage,
  parsePlayerMessage,
  type PlayerCommand,
} from "./youtube-player";

/** How long the frame may stay silent before we say it could not load. */
const LOAD_TIMEOUT_MS = 12_000;
/** SPEC §9: progress is polled every second. */
const PROGRESS_POLL_MS = 1000;
const HANDSHAKE_RETRY_MS = 250;

/**
 * The player: a youtube-nocookie frame driven through postMessage, mounted (and loaded) once the demo
 * section is near the viewport or the visitor pressed play. Muted and paused at start, never autoplays;
 * our overlay controls show on hover (and on keyboard focus). Offline, or when the frame stays silent,
 * the poster returns with a message.
 */
export default function DemoPlayer({ playRequested }: { playRequested: boolean }) {
  const frameId = useId().replace(/:/g, "");
  const frameRef = useRef<HTMLIFrameElement>(null);
  const startsOffline = typeof navigator !== "undefined" && !navigator.onLine;
  const [phase, setPhase] = useState<Phase>(startsOffline ? "unavailable" : "loading");
  const [unavailable, setUnavailable] = useState<Unavailable>(startsOffline ? "offline" : "failed");
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  /** Whether the visitor pressed play before the player was ready. */
  const playWhenReady = useRef(playRequested);
  /** The latest time the player reported; the progress bar reads it once a second. */
  const reported = useRef({ currentTime: 0, duration: 0 });

  const send = useCallback((func: PlayerCommand, args: unknown[] = []) => {
    frameRef.current?.contentWindow?.postMessage(commandMessage(func, args), YOUTUBE_FRAME_ORIGIN);
  }, []);

  const fail = useCallback((reason: Unavailable) => {
    setUnavailable(reason);
    setPhase("unavailable");
    setPlaying(false);
  }, []);

  // Going offline before the player is up shows the poster with a message; coming back retries.
  // (The reason only shows while unavailable, so setting it while the player is up changes nothing on screen.)
  useOnlineStatus((online) => {
    if (online) {
      setPhase((p) => (p === "unavailable" ? "loading" : p));
      return;
    }
    setUnavailable("offline");
    setPhase((p) => (p === "ready" ? p : "unavailable"));
  });

  // Talk to the player while the frame exists.
  useEffect(() => {
    if (phase !== "loading" && phase !== "ready") return;
    let heard = phase === "ready";
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== YOUTUBE_FRAME_ORIGIN || event.source !== frameRef.current?.contentWindow) return;
      const msg = parsePlayerMessage(event.data);
      if (!msg) return;
      if (!heard) {
        heard = true;
        send("addEventListener", ["onStateChange"]);
        send("mute");
        setPhase("ready");
        if (playWhenReady.current) {
          playWhenReady.current = false;
          send("playVideo");
        }
      }
      if (msg.kind === "error") return fail(msg.code === 100 || msg.code === 101 || msg.code === 150 ? "missing" : "failed");
      const state = msg.kind === "state" ? msg.state : msg.kind === "info" ? msg.state : undefined;
      if (state !== undefined) setPlaying(state === PLAYER_STATE.playing || state === PLAYER_STATE.buffering);
      if (msg.kind === "info") {
        if (msg.currentTime !== undefined) reported.current.currentTime = msg.currentTime;
        if (msg.duration !== undefined && msg.duration > 0) reported.current.duration = msg.duration;
        if (msg.muted !== undefined) setMuted(msg.muted);
      }
    };
    window.addEventListener("message", onMessage);
    // The player only starts talking after it hears "listening"; repeat until it answers. The handshake
    // carries nothing private, so it is sent to any origin: a frame that failed to load (an error page)
    // then stays silent instead of filling the console with origin-mismatch warnings. Commands go only to
    // the player's origin, and only after it has answered from that origin.
    const handshake = setInterval(() => {
      if (heard) return clearInterval(handshake);
      frameRef.current?.contentWindow?.postMessage(listeningMessage(frameId), "*");
    }, HANDSHAKE_RETRY_MS);
    const timeout = setTimeout(() => !heard && fail(navigator.onLine ? "failed" : "offline"), LOAD_TIMEOUT_MS);
    return () => {
      window.removeEventListener("message", onMessage);
      clearInterval(handshake);
      clearTimeout(timeout);
    };
  }, [phase, frameId, send, fail]);

  // SPEC: the progress bar is polled every second.
  useEffect(() => {
    if (phase !== "ready") return;
    const poll = setInterval(() => {
      setCurrentTime(reported.current.currentTime);
      setDuration(reported.current.duration);
    }, PROGRESS_POLL_MS);
    return () => clearInterval(poll);
  }, [phase]);

  const togglePlay = () => {
    if (phase === "loading") {
      playWhenReady.current = true;
      return;
    }
    if (phase !== "ready") return;
    send(playing ? "pauseVideo" : "playVideo");
  };

  const toggleMute = () => {
    send(muted ? "unMute" : "mute");
    setMuted(!muted);
  };

  const seek = (seconds: number) => {
    send("seekTo", [seconds, true]);
    reported.current.currentTime = seconds;
    setCurrentTime(seconds);
  };

  const showFrame = phase === "loading" || phase === "ready";
  const progressPercent = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;

  return (
    <div
      data-video-phase={phase}
      className={VIDEO_BOX_CLASS}
    >
      {showFrame ? (
        <iframe
          ref={frameRef}
          id={frameId}
          title={DEMO_VIDEO_TITLE}
          src={embedUrl(DEMO_VIDEO_ID, window.location.origin)}
          className="absolute inset-0 size-full"
          allow="encrypted-media; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          tabIndex={-1}
        />
      ) : null}

      {phase !== "ready" ? <VideoPoster phase={phase} unavailable={unavailable} onPlay={togglePlay} /> : null}

      {phase === "ready" ? (
        <>
          {/* Clicking the picture plays or pauses, like any video player. */}
          <button
            type="button"
            aria-label={playing ? "Pause demo video" : "Play demo video"}
            onClick={togglePlay}
            className="absolute inset-0 z-10 cursor-pointer bg-transparent focus-visible:outline-none"
          >
            {!playing ? (
              <span className="absolute top-1/2 left-1/2 inline-flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-violet-700 shadow-lg">
                <Play aria-hidden className="ml-1 size-7 fill-current" />
              </span>
            ) : null}
          </button>
          <div
            data-video-controls=""
            className="absolute inset-x-0 bottom-0 z-20 flex items-center gap-3 bg-gradient-to-t from-black/80 to-transparent px-4 pt-10 pb-3 text-white opacity-0 transition-opacity duration-200 group-hover:opacity-100 focus-within:opacity-100 [@media(hover:none)]:opacity-100"
          >
            <button
              type="button"
              onClick={togglePlay}
              aria-label={playing ? "Pause" : "Play"}
              className="inline-flex size-9 items-center justify-center rounded-full hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              {playing ? <Pause aria-hidden className="size-5 fill-current" /> : <Play aria-hidden className="size-5 fill-current" />}
            </button>
            <span className="w-24 shrink-0 text-xs tabular-nums" aria-hidden="true">
              {formatVideoTime(currentTime)} / {formatVideoTime(duration)}
            </span>
            <input
              type="range"
              aria-label="Seek"
              aria-valuetext={`${formatVideoTime(currentTime)} of ${formatVideoTime(duration)}`}
              min={0}
              max={Math.max(duration, 1)}
              step={1}
              value={Math.min(currentTime, Math.max(duration, 1))}
              onChange={(e) => seek(Number(e.currentTarget.value))}
              disabled={duration <= 0}
              style={{ backgroundSize: `${progressPercent}% 100%` }}
              className="h-1.5 flex-1 cursor-pointer appearance-none rounded-full bg-white/30 bg-gradient-to-r from-violet-400 to-violet-400 bg-no-repeat accent-violet-400 focus-visible:outline-2 focus-visible:outline-white"
            />
            <button
              type="button"
              onClick={toggleMute}
              aria-label={muted ? "Unmute" : "Mute"}
              aria-pressed={muted}
              className="inline-flex size-9 items-center justify-center rounded-full hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              {muted ? <VolumeX aria-hidden className="size-5" /> : <Volume2 aria-hidden className="size-5" />}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}


