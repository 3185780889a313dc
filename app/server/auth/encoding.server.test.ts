import { describe, expect, it } from "vitest";
import { base64UrlToBytes, bytesToBase64Url, constantTimeEqual, randomToken, sha256Hex } from "./encoding.server";

describe("base64url", () => {
  it("round-trips every byte value and length", () => {
    for (let len = 0; len < 40; len++) {
      const bytes = Uint8Array.from({ length: len }, (_, i) => (i * 37 + len) & 0xff);
      const text = bytesToBase64Url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(Array.from(base64UrlToBytes(text))).toEqual(Array.from(bytes));
    }
  });
  it("rejects characters outside the alphabet", () => {
    expect(() => base64UrlToBytes("ab+/")).toThrow("Invalid base64url");
  });
});

describe("randomToken", () => {
  it("gives 256 bits as 43 url-safe characters, different each time", () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(a);
  });
});

describe("sha256Hex / constantTimeEqual", () => {
  it("hashes like the standard test vector", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
  it("compares bytes", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1]), new Uint8Array([1, 2]))).toBe(false);
  });
});
