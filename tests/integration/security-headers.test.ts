// What the app Worker sends a browser: a CSP whose only inline scripts are the ones carrying this response's
// nonce, framing refused, HSTS on production traffic, and __Host- cookies wherever cookies are Secure.
import { describe, expect, it } from "vitest";
import { appFetch, CookieJar, createUser, form } from "./helpers";

function cspOf(response: Response): string {
  return response.headers.get("Content-Security-Policy") ?? "";
}

function directive(policy: string, name: string): string[] {
  return (
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1) ?? []
  );
}

/** The nonce of the response's script-src; fails when there is none. */
function nonceOf(response: Response): string {
  const nonce = cspOf(response).match(/'nonce-([A-Za-z0-9_-]+)'/)?.[1];
  if (!nonce) throw new Error(`No nonce in the CSP: ${cspOf(response)}`);
  return nonce;
}

/** Every <script …> opening tag of the document. */
function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/g) ?? [];
}

describe("Content-Security-Policy", () => {
  it("allows no inline script without this response's nonce, and every script of the page carries it", async () => {
    for (const path of ["/", "/login", "/documentation", "/no-such-page"]) {
      const res = await appFetch(path);
      const scriptSrc = directive(cspOf(res), "script-src");
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).not.toContain("'unsafe-eval'");
      const nonce = nonceOf(res);
      expect(scriptSrc, path).toEqual(["'self'", `'nonce-${nonce}'`]);
      const tags = scriptTags(await res.text());
      // The theme script, Remix's context, its module loader and the streamed data at least.
      expect(tags.length, path).toBeGreaterThanOrEqual(3);
      for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
  });

  it("also covers a signed-in page's scripts", async () => {
    const jar = new CookieJar();
    const user = await createUser();
    const login = await appFetch("/login", { method: "POST", jar, body: form({ intent: "sign-in", email: user.email, password: user.password }) });
    expect(login.status).toBe(302);
    const res = await appFetch("/dashboard", { jar });
    expect(res.status).toBe(200);
    const nonce = nonceOf(res);
    for (const tag of scriptTags(await res.text())) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("uses a new nonce for every response", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i += 1) nonces.add(nonceOf(await appFetch("/")));
    expect(nonces.size).toBe(5);
  });

  it("refuses to be framed by any site", async () => {
    const res = await appFetch("/");
    expect(directive(cspOf(res), "frame-ancestors")).toEqual(["'none'"]);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent over HTTPS to the production host, never over HTTP or to this machine", async () => {
    expect((await appFetch("https://insightlab.test/")).headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    expect((await appFetch("https://insightlab.test/api/health")).headers.get("Strict-Transport-Security")).toMatch(/^max-age=63072000/);
    expect((await appFetch("http://insightlab.test/")).headers.get("Strict-Transport-Security")).toBeNull();
    expect((await appFetch("https://127.0.0.1/")).headers.get("Strict-Transport-Security")).toBeNull();
  });
});

describe("cookies", () => {
  async function signInCookies(origin: string): Promise<string[]> {
    const user = await createUser();
    const res = await appFetch(`${origin}/login`, {
      method: "POST",
      headers: { "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
      body: form({ intent: "sign-in", email: user.email, password: user.password }),
    });
    expect(res.status).toBe(302);
    return res.headers.getSetCookie();
  }

  it("are __Host- prefixed, Secure, HttpOnly, host-only on Path=/ in production", async () => {
    const cookies = await signInCookies("https://insightlab.test");
    // The session and the 'Welcome back' toast.
    expect(cookies.map((c) => c.split("=")[0]).sort()).toEqual(["__Host-flash_toast", "__Host-session"]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Secure(;|$)/);
      expect(cookie).toMatch(/; HttpOnly(;|$)/);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).not.toMatch(/; Domain=/i);
    }
  });

  it("keep plain names without Secure only for plain-HTTP local development", async () => {
    const cookies = await signInCookies("http://127.0.0.1:8787");
    expect(cookies.map((c) => c.split("=")[0]).sort()).toEqual(["flash_toast", "session"]);
    for (const cookie of cookies) expect(cookie).not.toMatch(/Secure/);
  });

  it("reads the toast back from its __Host- cookie on the next page", async () => {
    const jar = new CookieJar();
    const user = await createUser();
    await appFetch("https://insightlab.test/login", { method: "POST", jar, body: form({ intent: "sign-in", email: user.email, password: user.password }) });
    expect(jar.get("__Host-flash_toast")).toBeDefined();
    const page = await appFetch("https://insightlab.test/dashboard", { jar });
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie().some((c) => c.startsWith("__Host-flash_toast=;"))).toBe(true);
  });
});
