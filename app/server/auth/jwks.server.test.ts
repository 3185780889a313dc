import { afterEach, describe, expect, it } from "vitest";
import { cacheTtlSeconds, clearJwksCache, inlineJwks, JwksError, parseJwks, remoteJwks } from "./jwks.server";

const KEY = { kty: "RSA", kid: "a", n: "AQAB", e: "AQAB" };

afterEach(() => clearJwksCache());

describe("parseJwks", () => {
  it("keeps RSA signing keys only", () => {
    expect(parseJwks({ keys: [KEY, { kty: "EC", kid: "b" }, { ...KEY, kid: "c", use: "enc" }] })).toEqual([KEY]);
  });
  it("explains what is wrong", () => {
    expect(() => parseJwks("not json")).toThrow("not valid JSON");
    expect(() => parseJwks({})).toThrow('"keys" array');
    expect(() => parseJwks({ keys: [] })).toThrow("no RSA signing keys");
    expect(() => inlineJwks("{")).toThrow(JwksError);
  });
});

describe("cacheTtlSeconds", () => {
  it("follows max-age within bounds", () => {
    expect(cacheTtlSeconds("public, max-age=19845, must-revalidate")).toBe(19845);
    expect(cacheTtlSeconds(null)).toBe(3600);
    expect(cacheTtlSeconds("max-age=5")).toBe(60);
    expect(cacheTtlSeconds("max-age=9999999")).toBe(86400);
  });
});

describe("remoteJwks", () => {
  function countingFetch(body = { keys: [KEY] }, cacheControl = "max-age=300") {
    const calls: string[] = [];
    const fetchImpl = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(body), { headers: { "Cache-Control": cacheControl } });
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  }

  it("fetches once and serves from cache until max-age passes", async () => {
    let now = 1_000_000;
    const { calls, fetchImpl } = countingFetch();
    const source = remoteJwks("https://idp.example/jwks", fetchImpl, () => now);
    await source.getKeys();
    now += 299_000;
    await source.getKeys();
    expect(calls).toHaveLength(1);
    now += 2_000;
    await source.getKeys();
    expect(calls).toHaveLength(2);
  });

  it("refetches for an unknown key id, but at most once a minute", async () => {
    let now = 1_000_000;
    const { calls, fetchImpl } = countingFetch();
    const source = remoteJwks("https://idp.example/jwks2", fetchImpl, () => now);
    await source.getKeys();
    await source.getKeys({ refresh: true });
    expect(calls).toHaveLength(1);
    now += 61_000;
    await source.getKeys({ refresh: true });
    expect(calls).toHaveLength(2);
  });

  it("keeps serving cached keys when the provider fails, and explains a first failure", async () => {
    let now = 1_000_000;
    let fail = false;
    const fetchImpl = (async () => (fail ? new Response("down", { status: 503 }) : new Response(JSON.stringify({ keys: [KEY] })))) as unknown as typeof fetch;
    const source = remoteJwks("https://idp.example/jwks3", fetchImpl, () => now);
    await source.getKeys();
    fail = true;
    now += 7_200_000;
    expect(await source.getKeys()).toEqual([KEY]);
    await expect(remoteJwks("https://idp.example/other", fetchImpl).getKeys()).rejects.toThrow("HTTP 503");
  });
});
