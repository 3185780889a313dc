import { describe, expect, it } from "vitest";
import { commandMessage, embedUrl, formatVideoTime, listeningMessage, parsePlayerMessage } from "./youtube-player";

describe("youtube player protocol", () => {
  it("builds a privacy-enhanced, muted, non-autoplaying embed URL", () => {
    const url = new URL(embedUrl("abc123", "https://insightlab.app"));
    expect(url.origin).toBe("https://www.youtube-nocookie.com");
    expect(url.pathname).toBe("/embed/abc123");
    expect(url.searchParams.get("autoplay")).toBe("0");
    expect(url.searchParams.get("mute")).toBe("1");
    expect(url.searchParams.get("enablejsapi")).toBe("1");
    expect(url.searchParams.get("origin")).toBe("https://insightlab.app");
  });

  it("writes the listening handshake and commands as JSON", () => {
    expect(JSON.parse(listeningMessage("demo"))).toEqual({ event: "listening", id: "demo", channel: "widget" });
    expect(JSON.parse(commandMessage("seekTo", [30, true]))).toMatchObject({ event: "command", func: "seekTo", args: [30, true] });
  });

  it("reads player events from strings or objects", () => {
    expect(parsePlayerMessage('{"event":"onReady"}')).toEqual({ kind: "ready" });
    expect(parsePlayerMessage({ event: "onStateChange", info: 1 })).toEqual({ kind: "state", state: 1 });
    expect(parsePlayerMessage({ event: "onError", info: 150 })).toEqual({ kind: "error", code: 150 });
    expect(parsePlayerMessage({ event: "infoDelivery", info: { currentTime: 12.5, duration: 120, muted: true, playerState: 2 } })).toEqual({
      kind: "info",
      currentTime: 12.5,
      duration: 120,
      muted: true,
      state: 2,
    });
  });

  it("ignores anything else", () => {
    expect(parsePlayerMessage("not json")).toBeNull();
    expect(parsePlayerMessage({ event: "somethingElse" })).toBeNull();
    expect(parsePlayerMessage({ event: "onStateChange", info: "x" })).toBeNull();
    expect(parsePlayerMessage(null)).toBeNull();
  });

  it("formats times", () => {
    expect(formatVideoTime(0)).toBe("0:00");
    expect(formatVideoTime(65.7)).toBe("1:05");
    expect(formatVideoTime(3723)).toBe("1:02:03");
  });
});
