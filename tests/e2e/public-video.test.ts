// The demo video against a stand-in YouTube player (served for youtube-nocookie.com by request interception)
// that speaks the IFrame API's postMessage protocol — and the poster when the frame cannot load.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, waitForHydration } from "./harness";

/** A minimal player: answers "listening", reports state and time, obeys play/pause/mute/seek, and records commands. */
const FAKE_PLAYER = `<!doctype html><html><body style="margin:0;background:#111;color:#fff">fake player<script>
  var state = 5, time = 0, muted = true, duration = 180, commands = [];
  function send(msg) { parent.postMessage(JSON.stringify(msg), "*"); }
  function info() { send({ event: "infoDelivery", info: { playerState: state, currentTime: time, duration: duration, muted: muted } }); }
  window.addEventListener("message", function (e) {
    var m = JSON.parse(e.data);
    if (m.event === "listening") { send({ event: "onReady" }); info(); return; }
    if (m.event !== "command") return;
    commands.push(m.func);
    document.title = commands.join(",");
    if (m.func === "playVideo") { state = 1; send({ event: "onStateChange", info: 1 }); }
    if (m.func === "pauseVideo") { state = 2; send({ event: "onStateChange", info: 2 }); }
    if (m.func === "mute") muted = true;
    if (m.func === "unMute") muted = false;
    if (m.func === "seekTo") time = m.args[0];
    info();
  });
  setInterval(function () { if (state === 1) { time += 0.5; info(); } }, 500);
</script></body></html>`;

async function withFakePlayer(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: FAKE_PLAYER });
  });
  return requested;
}

const playerCommands = (page: Page) => page.frameLocator("iframe[title]").locator("html").evaluate(() => document.title);

describe("demo video", () => {
  it("loads the privacy-enhanced frame only when scrolled into view, muted and paused", async () => {
    const page = await newPage();
    const requested = await withFakePlayer(page);
    await page.goto("/");
    await waitForHydration(page);
    const video = page.locator("[data-video-phase]");
    expect(await video.getAttribute("data-video-phase")).toBe("poster");
    expect(await page.locator("#demo iframe").count()).toBe(0);
    expect(requested).toEqual([]);

    await page.locator("#demo").scrollIntoViewIfNeeded();
    await expect.poll(() => video.getAttribute("data-video-phase"), { timeout: 5000 }).toBe("ready");
    const src = new URL((await page.locator("#demo iframe").getAttribute("src"))!);
    expect(src.origin).toBe("https://www.youtube-nocookie.com");
    expect(src.searchParams.get("autoplay")).toBe("0");
    expect(src.searchParams.get("mute")).toBe("1");
    // Paused and muted: the controls offer Play and Unmute, and the player was never told to play.
    expect(await video.getByRole("button", { name: "Play", exact: true }).count()).toBe(1);
    expect(await video.getByRole("button", { name: "Unmute" }).count()).toBe(1);
    expect(await playerCommands(page)).not.toContain("playVideo");
  });

  it("plays, pauses, seeks and unmutes through the player; progress follows; controls show on hover", async () => {
    const page = await newPage();
    await withFakePlayer(page);
    await page.goto("/#demo");
    await waitForHydration(page);
    const video = page.locator("[data-video-phase]");
    await page.locator("#demo").scrollIntoViewIfNeeded();
    await expect.poll(() => video.getAttribute("data-video-phase"), { timeout: 5000 }).toBe("ready");

    const controls = video.locator("[data-video-controls]");
    await page.mouse.move(5, 5);
    await expect.poll(() => controls.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    await video.hover();
    await expect.poll(() => controls.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");

    await controls.getByRole("button", { name: "Play", exact: true }).click();
    await controls.getByRole("button", { name: "Pause", exact: true }).waitFor(); // state came back from the player
    const seek = controls.getByRole("slider", { name: "Seek" });
    await expect.poll(async () => Number(await seek.inputValue()), { timeout: 5000 }).toBeGreaterThan(0);

    // Click the middle of the bar: about 90 s into the 180 s video.
    const bar = (await seek.boundingBox())!;
    await seek.click({ position: { x: bar.width / 2, y: bar.height / 2 } });
    await expect.poll(() => playerCommands(page)).toContain("seekTo");
    await expect.poll(async () => Number(await seek.inputValue()), { timeout: 3000 }).toBeGreaterThanOrEqual(80);

    await controls.getByRole("button", { name: "Unmute" }).click();
    await controls.getByRole("button", { name: "Mute" }).waitFor();
    expect(await playerCommands(page)).toContain("unMute");

    await controls.getByRole("button", { name: "Pause", exact: true }).click();
    await controls.getByRole("button", { name: "Play", exact: true }).waitFor();
    expect(await playerCommands(page)).toContain("pauseVideo");
  });

  it("shows a poster with a clear message when offline, never a broken frame", async () => {
    // Offline, any late request of the page's (a lazily loaded chunk or font) fails and the browser logs it.
    const page = await newPage({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });
    await withFakePlayer(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.context().setOffline(true);
    await page.locator("#demo").scrollIntoViewIfNeeded();
    const video = page.locator("[data-video-phase]");
    await expect.poll(() => video.getAttribute("data-video-phase")).toBe("unavailable");
    expect(await video.getByRole("status").textContent()).toMatch(/offline/);
    expect(await page.locator("#demo iframe").count()).toBe(0);
    await page.context().setOffline(false);
  });

  it("shows the poster with a message when the frame never answers", async () => {
    const page = await newPage({ allowConsoleErrors: [/ERR_FAILED|Failed to load resource/] });
    await page.clock.install();
    await page.route("https://www.youtube-nocookie.com/**", (route) => route.abort("failed"));
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("#demo").scrollIntoViewIfNeeded();
    const video = page.locator("[data-video-phase]");
    await expect.poll(() => video.getAttribute("data-video-phase")).toBe("loading");
    // The player's own code (and with it the load timer) is fetched first: wait for its frame before moving time on.
    await expect.poll(() => page.locator("#demo iframe").count()).toBe(1);
    await page.clock.runFor(13_000);
    await expect.poll(() => video.getAttribute("data-video-phase")).toBe("unavailable");
    expect(await video.getByRole("status").textContent()).toMatch(/couldn't be loaded/);
    expect(await page.locator("#demo iframe").count()).toBe(0);
  });
});
