import { afterEach, describe, expect, it, vi } from "vitest";
import { logEvent, redact, requestIdFor, runWithRequestId } from "./log.server";

afterEach(() => vi.restoreAllMocks());

function captured(
  level: "info" | "warn" | "error"
): () => Record<string, unknown>[] {
  const spy = vi.spyOn(console, level).mockImplementation(() => undefined);
  return () =>
    spy.mock.calls.map(
      ([line]) => JSON.parse(String(line)) as Record<string, unknown>
    );
}

describe("logEvent", () => {
  it("writes one JSON line with the request id, across awaits", async () => {
    const lines = captured("info");
    await runWithRequestId("req-1", async () => {
      await new Promise((r) => setTimeout(r, 1));
      logEvent("info", "Retention sweep", { files: 3 });
    });
    logEvent("info", "outside");
    expect(lines()).toEqual([
      {
        level: "info",
        requestId: "req-1",
        message: "Retention sweep",
        files: 3,
      },
      { level: "info", requestId: null, message: "outside" },
    ]);
  });

  it("keeps an error's cause chain, masked", () => {
    const lines = captured("error");
    const cause = new Error("D1_ERROR: SQLITE_BUSY for ana@example.com");
    logEvent("error", "Sign-in failed", {
      error: new Error("Could not read the user", { cause }),
    });
    const [line] = lines();
    expect(line.error).toMatchObject({
      name: "Error",
      message: "Could not read the user",
      cause: { name: "Error", message: "D1_ERROR: SQLITE_BUSY for [email]" },
    });
  });
});

describe("redact", () => {
  it("masks emails, passwords, tokens and bearer credentials, and leaves ordinary words", () => {
    expect(redact("mail to Ana.B+x@example.co.uk failed")).toBe(
      "mail to [email] failed"
    );
    expect(redact('{"email":"a@b.co","password":"hunter2 is long"}')).toBe(
      '{"email":"[email]","password":[redacted]}'
    );
    expect(redact("password=hunter2&next=/")).toBe(
      "password=[redacted]&next=/"
    );
    expect(redact("Authorization: Bearer eyJhbGciOi.abc.def")).toBe(
      "Authorization: [redacted]"
    );
    expect(
      redact("link /reset-password?token=Zq3x9_kP2mN8vR4tY7wL1sD6fH0jB5cE")
    ).toBe("link /reset-password?token=[redacted]");
    expect(
      redact("session 0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a6978")
    ).toBe("session [token]");
    expect(redact("Grouping by 'Region' makes 12 groups")).toBe(
      "Grouping by 'Region' makes 12 groups"
    );
    expect(redact("users/0b7e3c1a-5d2f-4e8a-9c6b-1f2e3d4c5b6a/datasets")).toBe("users/0b7e3c1a-5d2f-4e8a-9c6b-1f2e3d4c5b6a/datasets");
  });
});

describe("requestIdFor", () => {
  it("uses Cloudflare's Ray ID, or a new random id", () => {
    expect(
      requestIdFor(
        new Request("https://x.test/", {
          headers: { "cf-ray": "8f1a2b3c4d5e6f70-AMS" },
        })
      )
    ).toBe("8f1a2b3c4d5e6f70-AMS");
    const a = requestIdFor(new Request("https://x.test/"));
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(new Request("https://x.test/"))).not.toBe(a);
    expect(
      requestIdFor(
        new Request("https://x.test/", { headers: { "cf-ray": "<script>" } })
      )
    ).toMatch(/^[0-9a-f-]{36}$/);
  });
});
