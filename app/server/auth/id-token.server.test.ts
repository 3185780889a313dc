import { beforeAll, describe, expect, it } from "vitest";
import { freshClaims, generateSigningKey, jwksOf, signIdToken, type TestSigningKey } from "../../../tests/fixtures/id-tokens";
import { IdTokenError, verifyIdToken } from "./id-token.server";
import { inlineJwks } from "./jwks.server";

const ISSUER = "https://securetoken.google.com/insightlab-test";
const AUDIENCE = "insightlab-test";
let key: TestSigningKey;
let otherKey: TestSigningKey;

beforeAll(async () => {
  [key, otherKey] = await Promise.all([generateSigningKey("k1"), generateSigningKey("k2")]);
});

const options = () => ({ issuer: ISSUER, audience: AUDIENCE, jwks: inlineJwks(jwksOf(key)) });

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "accepted";
  } catch (error) {
    if (error instanceof IdTokenError) return error.reason;
    throw error;
  }
}

describe("verifyIdToken", () => {
  it("accepts a valid token and returns its claims", async () => {
    const token = await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { sub: "user-1", email: "a@b.co", email_verified: true }));
    const claims = await verifyIdToken(token, options());
    expect(claims).toMatchObject({ sub: "user-1", email: "a@b.co", email_verified: true, iss: ISSUER });
  });

  it("accepts an audience list that contains ours", async () => {
    const token = await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { aud: ["other", AUDIENCE] }));
    expect((await verifyIdToken(token, options())).aud).toEqual(["other", AUDIENCE]);
  });

  it("refuses an expired token (beyond the clock-skew allowance)", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { iat: now - 7200, exp: now - 120 }));
    expect(await reason(verifyIdToken(token, options()))).toBe("expired");
  });

  it("refuses a token for another audience or from another issuer", async () => {
    expect(await reason(verifyIdToken(await signIdToken(key, freshClaims(ISSUER, "someone-else")), options()))).toBe("wrong_audience");
    expect(await reason(verifyIdToken(await signIdToken(key, freshClaims("https://evil.example", AUDIENCE)), options()))).toBe("wrong_issuer");
  });

  it("refuses a token signed by a key that is not in the JWKS under that kid", async () => {
    const forged = await signIdToken(otherKey, freshClaims(ISSUER, AUDIENCE), { kid: "k1" });
    expect(await reason(verifyIdToken(forged, options()))).toBe("bad_signature");
    const unknown = await signIdToken(otherKey, freshClaims(ISSUER, AUDIENCE));
    expect(await reason(verifyIdToken(unknown, options()))).toBe("unknown_key");
  });

  it("refuses a payload changed after signing", async () => {
    const token = await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { sub: "alice" }));
    const [h, , s] = token.split(".");
    const payload = btoa(JSON.stringify(freshClaims(ISSUER, AUDIENCE, { sub: "mallory" }))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    expect(await reason(verifyIdToken(`${h}.${payload}.${s}`, options()))).toBe("bad_signature");
  });

  it("refuses other algorithms, including none and HS256", async () => {
    expect(await reason(verifyIdToken(await signIdToken(key, freshClaims(ISSUER, AUDIENCE), { alg: "HS256" }), options()))).toBe("unsupported_algorithm");
    const none = `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify(freshClaims(ISSUER, AUDIENCE)))}.x`.replace(/=/g, "");
    expect(await reason(verifyIdToken(none, options()))).toBe("unsupported_algorithm");
  });

  it("refuses malformed tokens with a specific reason", async () => {
    for (const token of ["", "a.b", "a..c", "!!.!!.!!", "e30.e30.e30"]) {
      expect(await reason(verifyIdToken(token, options()))).toMatch(/malformed|unsupported_algorithm/);
    }
  });

  it("checks the nonce when one is expected", async () => {
    const token = await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { nonce: "n-1" }));
    expect(await reason(verifyIdToken(token, { ...options(), nonce: "n-2" }))).toBe("nonce_mismatch");
    expect((await verifyIdToken(token, { ...options(), nonce: "n-1" })).nonce).toBe("n-1");
  });

  it("refuses a token that is not valid yet", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signIdToken(key, freshClaims(ISSUER, AUDIENCE, { nbf: now + 600 }));
    expect(await reason(verifyIdToken(token, options()))).toBe("not_yet_valid");
  });
});
