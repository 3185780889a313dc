// The public site's APIs and form posts: POST /api/waitlist, POST /api/schedule-demo, and the no-JavaScript
// forms (/waitlist, the landing page's schedule-demo action, /contact), against the real D1.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { appFetch, form } from "./helpers";

let ipCounter = 0;
/** A fresh client IP per test, so per-IP rate limits never leak between tests. */
function newIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}
const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID()}@example.com`;

function postJson(path: string, body: unknown, ip = newIp()): Promise<Response> {
  return appFetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function waitlistRows(email: string) {
  const { results } = await env.DB.prepare("select position, name, email, country from waitlist_entries where email = ?").bind(email).all<{
    position: number;
    name: string;
    email: string;
    country: string;
  }>();
  return results;
}

describe("POST /api/waitlist", () => {
  it("adds a valid entry and answers with its position and a message", async () => {
    const email = uniqueEmail("ada");
    const res = await postJson("/api/waitlist", { name: "Ada Lovelace", email, country: "United Kingdom" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { position: number; message: string };
    expect(Number.isInteger(body.position)).toBe(true);
    expect(body.position).toBeGreaterThan(0);
    expect(body.message).toMatch(/\S/);
    expect(await waitlistRows(email)).toEqual([{ position: body.position, name: "Ada Lovelace", email, country: "United Kingdom" }]);
  });

  it("gives the same email its existing position back without a second row (case and spaces ignored)", async () => {
    const email = uniqueEmail("grace");
    const first = (await (await postJson("/api/waitlist", { name: "Grace", email, country: "United States of America" })).json()) as { position: number };
    const again = await postJson("/api/waitlist", { name: "Grace H.", email: `  ${email.toUpperCase()} `, country: "Canada" });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { position: number }).position).toBe(first.position);
    const rows = await waitlistRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Grace", country: "United States of America" });
  });

  it("refuses invalid fields with 400, a message naming each field, and stores nothing", async () => {
    const email = "not-an-email";
    const res = await postJson("/api/waitlist", { name: "  ", email, country: "Atlantis" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toEqual({
      name: "This field is required.",
      email: "Invalid email address.",
      country: "Please choose a country from the list.",
    });
    expect(body.message).toContain("Full Name: This field is required.");
    expect(body.message).toContain("Email Address: Invalid email address.");
    expect(await waitlistRows(email)).toEqual([]);
  });

  it("requires every field", async () => {
    const res = await postJson("/api/waitlist", { email: uniqueEmail("x") });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      name: "This field is required.",
      country: "This field is required.",
    });
  });

  it.each([
    ["malformed JSON", "{name: 'Ada'", "Request body is not valid JSON."],
    ["an empty body", "", "Request body is empty: send a JSON object."],
    ["a JSON array", "[1, 2]", "Request body must be a JSON object with name, email, country."],
    ["a JSON string", '"hello"', "Request body must be a JSON object with name, email, country."],
  ])("answers %s with 400 and a message", async (_what, body, message) => {
    const res = await postJson("/api/waitlist", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
  });

  it("refuses an oversized body with 413", async () => {
    const res = await postJson("/api/waitlist", { name: "x".repeat(10_000), email: uniqueEmail("big"), country: "France" });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/too large/);
  });

  it("answers GET with 405", async () => {
    const res = await appFetch("/api/waitlist");
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
  });

  it("refuses a cross-site POST", async () => {
    const res = await appFetch("/api/waitlist", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ name: "Eve", email: uniqueEmail("eve"), country: "France" }),
    });
    expect(res.status).toBe(403);
  });

  it("rate-limits sign-ups per IP address with 429 and Retry-After", async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await postJson("/api/waitlist", { name: `Bot ${i}`, email: uniqueEmail(`bot${i}`), country: "France" }, ip);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect(((await res.json()) as { message: string }).message).toMatch(/Too many attempts/);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is unaffected.
    expect((await postJson("/api/waitlist", { name: "Human", email: uniqueEmail("human"), country: "France" })).status).toBe(201);
  });

  it("gives 100 concurrent sign-ups 100 distinct, consecutive positions with no lost row", async () => {
    const batch = crypto.randomUUID().slice(0, 8);
    const emails = Array.from({ length: 100 }, (_, i) => `crowd-${batch}-${i}@example.com`);
    const responses = await Promise.all(emails.map((email, i) => postJson("/api/waitlist", { name: `Person ${i}`, email, country: "Germany" })));
    expect(responses.map((r) => r.status)).toEqual(emails.map(() => 201));
    const positions = await Promise.all(responses.map(async (r) => ((await r.json()) as { position: number }).position));

    const sorted = [...positions].sort((a, b) => a - b);
    expect(new Set(positions).size).toBe(100);
    expect(sorted[99] - sorted[0]).toBe(99);

    const { results } = await env.DB.prepare("select email, position from waitlist_entries where email like ? order by position")
      .bind(`crowd-${batch}-%`)
      .all<{ email: string; position: number }>();
    expect(results).toHaveLength(100);
    expect(results.map((r) => r.position)).toEqual(sorted);
    // Each response's position is that person's stored row.
    const byEmail = new Map(results.map((r) => [r.email, r.position]));
    emails.forEach((email, i) => expect(byEmail.get(email)).toBe(positions[i]));
  });
});

async function demoRows(email: string) {
  const { results } = await env.DB.prepare("select id, email from demo_requests where email = ?").bind(email).all<{ id: string; email: string }>();
  return results;
}

describe("POST /api/schedule-demo", () => {
  it("stores a valid request and answers 201", async () => {
    const email = uniqueEmail("demo");
    const res = await postJson("/api/schedule-demo", { email: email.toUpperCase() });
    expect(res.status).toBe(201);
    expect(await demoRows(email)).toHaveLength(1);
  });

  it("accepts a repeat from the same email within 24 hours without a second row", async () => {
    const email = uniqueEmail("again");
    expect((await postJson("/api/schedule-demo", { email })).status).toBe(201);
    expect((await postJson("/api/schedule-demo", { email })).status).toBe(201);
    expect(await demoRows(email)).toHaveLength(1);
  });

  it.each([
    [{ email: "" }, "Email: Please enter your email address to schedule a demo"],
    [{}, "Email: Please enter your email address to schedule a demo"],
    [{ email: "nope@nowhere" }, "Email: Please enter a valid email address"],
  ])("refuses %j with 400", async (body, message) => {
    const res = await postJson("/api/schedule-demo", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
  });

  it("answers a malformed body with 400", async () => {
    const res = await postJson("/api/schedule-demo", "email=a@b.c");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "Request body is not valid JSON." });
  });
});

describe("forms without JavaScript", () => {
  const formPost = (path: string, fields: Record<string, string>) =>
    appFetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": newIp() },
      body: form(fields),
    });

  it("/waitlist joins and renders the success view with the position", async () => {
    const email = uniqueEmail("nojs");
    const res = await formPost("/waitlist", { name: "No Script", email, country: "Holy See" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Welcome to the Waitlist");
    const [row] = await waitlistRows(email);
    // React separates adjacent text nodes with an empty comment; the visible text is "#<position>".
    expect(html.replace(/<!-- -->/g, "")).toContain(`#${row.position}`);
  });

  it("/waitlist renders field errors with the values kept", async () => {
    const res = await formPost("/waitlist", { name: "Kept Name", email: "bad", country: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Invalid email address.");
    expect(html).toContain("This field is required.");
    expect(html).toContain('value="Kept Name"');
  });

  it("the landing page's action schedules a demo", async () => {
    const email = uniqueEmail("nojs-demo");
    const res = await formPost("/?index", { intent: "schedule-demo", email });
    expect(res.status).toBe(201);
    expect(await res.text()).toContain("Demo Scheduled!");
    expect(await demoRows(email)).toHaveLength(1);
  });

  it("the landing page's action explains an invalid email", async () => {
    const res = await formPost("/?index", { intent: "schedule-demo", email: "nope" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Invalid Email");
    expect(html).toContain("Please enter a valid email address");
  });

  it("/contact stores a message", async () => {
    const email = uniqueEmail("contact");
    const res = await formPost("/contact", { name: "Sam", email, topic: "support", message: "My upload is stuck in processing." });
    expect(res.status).toBe(201);
    expect(await res.text()).toContain("Message sent");
    const row = await env.DB.prepare("select topic, message from contact_messages where email = ?").bind(email).first();
    expect(row).toEqual({ topic: "support", message: "My upload is stuck in processing." });
  });

  it("/contact shows what to fix", async () => {
    const res = await formPost("/contact", { name: "", email: "x", topic: "support", message: "hi" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please write at least 10 characters.");
    expect(html).toContain("Invalid email address.");
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("serve the crawler files with absolute URLs", async () => {
    const robots = await appFetch("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain("Sitemap: http://insightlab.test/sitemap.xml");
    const sitemap = await appFetch("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("Content-Type")).toMatch(/xml/);
    expect(await sitemap.text()).toContain("<loc>http://insightlab.test/documentation</loc>");
  });
});
