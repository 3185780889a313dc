// The mail interface over real D1: the local outbox keeps the mail as delivered; with an HTTP mail API the
// mail goes out and the outbox keeps only a redacted audit copy (no secret link in D1 in production).
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createMailer, MailDeliveryError } from "~/server/mail.server";
import { createTestContext } from "./helpers";

const link = () => `https://insightlab.example/reset-password?token=${crypto.randomUUID()}`;
const row = (to: string) => env.DB.prepare('select * from mail_outbox where "to" = ?').bind(to).first<Record<string, unknown>>();

describe("mail", () => {
  it("locally, writes the mail and its link to the outbox", async () => {
    const { db } = createTestContext().services;
    const to = `local-${crypto.randomUUID()}@example.test`;
    const url = link();
    await createMailer({ db, config: { isLocal: true, MAIL_FROM: "InsightLab <no-reply@insightlab.app>" } }).send({ to, subject: "Hi", text: `Open ${url}`, link: url });
    expect(await row(to)).toMatchObject({ to, subject: "Hi", link: url, text: `Open ${url}` });
  });

  it("with MAIL_API_URL, posts the mail to the API and keeps a copy without the link", async () => {
    const { db } = createTestContext().services;
    const to = `api-${crypto.randomUUID()}@example.test`;
    const url = link();
    const fetchImpl = vi.fn(async () => new Response("{}", { status: 200 }));
    const mailer = createMailer({
      db,
      config: { isLocal: false, MAIL_API_URL: "https://mail.example/send", MAIL_API_KEY: "mail-key", MAIL_FROM: "InsightLab <no-reply@insightlab.app>" },
      fetch: fetchImpl as unknown as typeof fetch,
    });
    await mailer.send({ to, subject: "Reset", text: `Open ${url} now`, link: url });
    const [target, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(target).toBe("https://mail.example/send");
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer mail-key");
    expect(JSON.parse(String(init.body))).toEqual({ from: "InsightLab <no-reply@insightlab.app>", to, subject: "Reset", text: `Open ${url} now` });
    const stored = await row(to);
    expect(stored?.link).toBeNull();
    expect(String(stored?.text)).not.toContain(url);
    expect(stored?.sent_at).not.toBeNull();
  });

  it("reports a refused delivery clearly", async () => {
    const { db } = createTestContext().services;
    const mailer = createMailer({
      db,
      config: { isLocal: false, MAIL_API_URL: "https://mail.example/send", MAIL_FROM: "x@y.z" },
      fetch: (async () => new Response("nope", { status: 503, statusText: "Service Unavailable" })) as unknown as typeof fetch,
    });
    await expect(mailer.send({ to: "a@b.co", subject: "S", text: "T" })).rejects.toThrow(MailDeliveryError);
  });

  it("in production without a mail service, stores no link and warns", async () => {
    const { db } = createTestContext().services;
    const to = `nomail-${crypto.randomUUID()}@example.test`;
    const url = link();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await createMailer({ db, config: { isLocal: false, MAIL_FROM: "x@y.z" } }).send({ to, subject: "Reset", text: url, link: url });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("MAIL_API_URL"));
    warn.mockRestore();
    const stored = await row(to);
    expect(stored?.link).toBeNull();
    expect(String(stored?.text)).not.toContain(url);
  });
});
