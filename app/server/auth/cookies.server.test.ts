import { describe, expect, it } from "vitest";
import { cookiesMustBeSecure, hostCookieName, parseCookies, serializeCookie } from "./cookies.server";

describe("parseCookies", () => {
  it("reads name=value pairs, decoding values and keeping the first of duplicates", () => {
    const cookies = parseCookies('a=1; b=hello%20world; c="quoted"; a=2; broken; =x');
    expect(Object.fromEntries(cookies)).toEqual({ a: "1", b: "hello world", c: "quoted" });
  });
  it("tolerates a missing header and bad escapes", () => {
    expect(parseCookies(null).size).toBe(0);
    expect(parseCookies("a=%E0%A4%A").has("a")).toBe(false);
  });
});

describe("serializeCookie", () => {
  it("is always HttpOnly and SameSite=Lax on Path=/", () => {
    expect(serializeCookie("session", "abc", { maxAgeSeconds: 60, secure: true })).toBe("session=abc; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure");
  });
  it("expires a cookie being cleared", () => {
    expect(serializeCookie("session", "", { maxAgeSeconds: 0, secure: false })).toBe(
      "session=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax",
    );
  });
});

describe("cookiesMustBeSecure", () => {
  it("is relaxed only for plain-http local hosts", () => {
    expect(cookiesMustBeSecure(new Request("http://127.0.0.1:8787/login"))).toBe(false);
    expect(cookiesMustBeSecure(new Request("http://localhost:3000/"))).toBe(false);
    expect(cookiesMustBeSecure(new Request("http://insightlab.example/"))).toBe(true);
    expect(cookiesMustBeSecure(new Request("https://localhost/"))).toBe(true);
  });
  it("uses the __Host- prefix exactly when Secure", () => {
    expect(hostCookieName("session", true)).toBe("__Host-session");
    expect(hostCookieName("session", false)).toBe("session");
  });
});
