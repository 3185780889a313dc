import { describe, expect, it } from "vitest";
import { checkSignedUrl, signPath } from "./signed-link.server";

const secret = "a-test-signing-secret-that-is-long-enough";
const now = new Date("2026-11-25T10:00:00Z");
const at = (link: string) => new URL(link, "https://insightlab.test");

describe("signed download links", () => {
  it("are valid for 24 hours, then expired", async () => {
    const link = await signPath(secret, "/downloads/abc/Q3%20Review.pdf", now);
    expect(link).toMatch(/^\/downloads\/abc\/Q3%20Review\.pdf\?expires=\d+&signature=[\w-]+$/);
    expect(await checkSignedUrl(secret, at(link), now)).toBe("valid");
    expect(await checkSignedUrl(secret, at(link), new Date(now.getTime() + 24 * 3600_000 - 1000))).toBe("valid");
    expect(await checkSignedUrl(secret, at(link), new Date(now.getTime() + 24 * 3600_000))).toBe("expired");
  });

  it("are tampered when the path, the expiry, the signature or the key changes", async () => {
    const link = await signPath(secret, "/downloads/abc/report.pdf", now);
    const later = link.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`);
    expect(await checkSignedUrl(secret, at(link.replace("/abc/", "/abd/")), now)).toBe("tampered");
    expect(await checkSignedUrl(secret, at(later), now)).toBe("tampered");
    expect(await checkSignedUrl(secret, at(link.replace(/signature=./, "signature=A")), now)).toBe("tampered");
    expect(await checkSignedUrl(secret, at(link.replace(/&signature=.*/, "")), now)).toBe("tampered");
    expect(await checkSignedUrl(`${secret}x`, at(link), now)).toBe("tampered");
    // An old link whose expiry was pushed forward is tampered, not "expired".
    expect(await checkSignedUrl(secret, at(later), new Date(now.getTime() + 48 * 3600_000))).toBe("tampered");
  });

  it("work only as written: another spelling of the expiry or the signature is tampered", async () => {
    const link = await signPath(secret, "/downloads/abc/report.pdf", now);
    const [, expires, signature] = /expires=(\d+)&signature=(.+)$/.exec(link)!;
    const path = "/downloads/abc/report.pdf";
    for (const query of [
      `expires=0${expires}&signature=${signature}`,
      `expires=${expires}.0&signature=${signature}`,
      `expires=${expires}&expires=${expires}&signature=${signature}`,
      `expires=${expires}&signature=${signature}&signature=${signature}`,
      `expires=${expires}&signature=${signature}=`,
    ]) {
      expect(await checkSignedUrl(secret, at(`${path}?${query}`), now), query).toBe("tampered");
    }
    expect(await checkSignedUrl(secret, at(`${path}?expires=${expires}&signature=${signature}`), now)).toBe("valid");
  });
});
