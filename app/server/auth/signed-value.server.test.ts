import { describe, expect, it } from "vitest";
import { signValue, verifySignedValue } from "./signed-value.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";

describe("signed values", () => {
  it("round-trips a value", async () => {
    const signed = await signValue(SECRET, { state: "s", n: 1 });
    expect(await verifySignedValue(SECRET, signed)).toEqual({ state: "s", n: 1 });
  });
  it("refuses a tampered payload, a tampered mac, another secret and garbage", async () => {
    const signed = await signValue(SECRET, { admin: false });
    const [payload, mac] = signed.split(".");
    const forged = btoa(JSON.stringify({ admin: true })).replace(/=+$/, "");
    expect(await verifySignedValue(SECRET, `${forged}.${mac}`)).toBeNull();
    expect(await verifySignedValue(SECRET, `${payload}.${mac.slice(0, -2)}AA`)).toBeNull();
    expect(await verifySignedValue(`${SECRET}x`, signed)).toBeNull();
    expect(await verifySignedValue(SECRET, "no-dot")).toBeNull();
    expect(await verifySignedValue(SECRET, ".")).toBeNull();
  });
});
