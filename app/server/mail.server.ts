// Outgoing mail. Locally and in tests the D1 outbox *is* the mailbox; in development (`npm start`) each mail is
// also logged as one line with its link, which wrangler prints, so a local user can follow reset links;
// with MAIL_API_URL set, mail goes to an HTTP mail API (JSON {from, to, subject, text}, Bearer MAIL_API_KEY —
// the shape Resend and similar services accept) and the outbox keeps a redacted audit row.
import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { mailOutbox } from "~/server/db/schema";
import type { AppConfig } from "~/server/env.server";
import { logEvent } from "~/server/log.server";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about (reset link…). Contains a secret: only the local outbox keeps it. */
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
}

interface MailerDeps {
  db: Database;
  config: Pick<AppConfig, "isLocal" | "MAIL_API_URL" | "MAIL_API_KEY" | "MAIL_FROM"> & Partial<Pick<AppConfig, "ENVIRONMENT">>;
  fetch?: typeof fetch;
}

const REDACTED_LINK = "[link removed from the audit copy]";

export function createMailer({ db, config, fetch: fetchImpl = fetch }: MailerDeps): Mailer {
  return {
    async send(mail) {
      const id = crypto.randomUUID();
      // Millisecond timestamps keep mails in order (the column default only has whole seconds).
      const createdAt = new Date();
      if (!config.MAIL_API_URL) {
        if (config.isLocal) {
          await db.insert(mailOutbox).values({ id, to: mail.to, subject: mail.subject, text: mail.text, link: mail.link ?? null, sentAt: createdAt, createdAt });
          if (config.ENVIRONMENT === "development") console.log(localMailLine(mail));
          return;
        }
        // Production without a mail service: keep the audit row, never the secret link, and say why nothing left.
        await db.insert(mailOutbox).values({ id, to: mail.to, subject: mail.subject, text: redact(mail), link: null, sentAt: null, createdAt });
        logEvent("warn", `Mail "${mail.subject}" was not delivered: set MAIL_API_URL (and MAIL_API_KEY) to send email.`);
        return;
      }
      await db.insert(mailOutbox).values({ id, to: mail.to, subject: mail.subject, text: redact(mail), link: null, sentAt: null, createdAt });
      const response = await fetchImpl(config.MAIL_API_URL, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(config.MAIL_API_KEY ? { Authorization: `Bearer ${config.MAIL_API_KEY}` } : {}),
        },
        body: JSON.stringify({ from: config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text }),
      });
      if (!response.ok) {
        throw new MailDeliveryError(`The mail service answered ${response.status} ${response.statusText} for "${mail.subject}".`);
      }
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    },
  };
}

/** The console line of a mail kept in the local outbox; scripts/start.mjs shows lines starting "✉ Mail to". */
function localMailLine(mail: Pick<OutgoingMail, "to" | "subject" | "link">): string {
  return `✉ Mail to ${mail.to}: ${mail.subject}${mail.link ? ` → ${mail.link}` : ""}`;
}

function redact(mail: OutgoingMail): string {
  return mail.link ? mail.text.split(mail.link).join(REDACTED_LINK) : mail.text;
}
