import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { CheckCircle2, Loader2, Mail, ShieldCheck } from "lucide-react";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { CONTACT_TOPICS, MAX_CONTACT_MESSAGE_LENGTH, type ContactField } from "~/lib/schemas/contact";
import { PRIVACY_EMAIL, SECURITY_EMAIL, SUPPORT_EMAIL } from "../site-links";
import { PageShell } from "./page-shell";

export type ContactResult =
  | { status: "sent" }
  | { status: "invalid"; errors: Partial<Record<ContactField, string>>; values: Record<string, string> }
  | { status: "limited"; message: string };

const selectClass =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 aria-invalid:border-destructive";

/** /contact: a form stored in D1 that works with or without JavaScript (it posts to the route's action). */
export function ContactPage({ result, initialTopic }: { result?: ContactResult; initialTopic?: string }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result?.status === "invalid" ? result.values : {};
  const invalid = (field: ContactField) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `contact-${field}-error` } : {};

  return (
    <PageShell eyebrow="Contact" title="Get in touch" intro="Questions, feedback, Enterprise Team enquiries or help with your account — we read every message and reply within one business day." wide>
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div className="rounded-2xl border bg-card p-6 shadow-xs sm:p-8">
          {result?.status === "sent" ? (
            <div role="status" data-contact-sent="" className="flex flex-col items-center py-10 text-center">
              <CheckCircle2 aria-hidden className="size-12 text-success" />
              <h2 className="mt-4 text-2xl font-bold tracking-tight">Message sent</h2>
              <p className="mt-2 max-w-sm text-muted-foreground">Thank you! We've received your message and will reply by email within one business day.</p>
              <a href="/contact" className={buttonVariants({ variant: "outline", className: "mt-6" })}>
                Send another message
              </a>
            </div>
          ) : (
            <Form method="post" noValidate className="grid gap-5">
              <h2 className="text-xl font-semibold">Send us a message</h2>
              {result ? (
                <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
                  {result.status === "limited" ? result.message : "Please correct the highlighted fields."}
                </p>
              ) : null}
              <div className="grid gap-5 sm:grid-cols-2">
                <div className="grid gap-2">
                  <Label htmlFor="contact-name">Name</Label>
                  <Input id="contact-name" name="name" autoComplete="name" required defaultValue={values.name} {...invalid("name")} />
                  <FieldError field="name" message={errors.name} />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="contact-email">Email</Label>
                  <Input id="contact-email" name="email" type="email" autoComplete="email" required defaultValue={values.email} {...invalid("email")} />
                  <FieldError field="email" message={errors.email} />
                </div>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="contact-topic">Topic</Label>
                <select id="contact-topic" name="topic" required defaultValue={values.topic ?? initialTopic ?? "question"} className={selectClass} {...invalid("topic")}>
                  {CONTACT_TOPICS.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
                <FieldError field="topic" message={errors.topic} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="contact-message">Message</Label>
                <Textarea
                  id="contact-message"
                  name="message"
                  rows={6}
                  required
                  maxLength={MAX_CONTACT_MESSAGE_LENGTH}
                  defaultValue={values.message}
                  placeholder="What can we help with? For problems, tell us what you did and what happened."
                  {...invalid("message")}
                />
                <FieldError field="message" message={errors.message} />
              </div>
              <p className="text-xs text-muted-foreground">
                Please don't paste confidential data here. We use your details only to answer you — see the{" "}
                <a href="/privacy" className="font-medium text-primary underline-offset-4 hover:underline">
                  Privacy Policy
                </a>
                .
              </p>
              <div>
                <Button type="submit" size="lg" disabled={sending}>
                  {sending ? (
                    <>
                      <Loader2 aria-hidden className="animate-spin" /> Sending...
                    </>
                  ) : (
                    "Send message"
                  )}
                </Button>
              </div>
            </Form>
          )}
        </div>
        <aside className="space-y-5">
          <ContactCard icon={<Mail aria-hidden className="size-5" />} title="Support" text="Help with your account, files or answers." email={SUPPORT_EMAIL} />
          <ContactCard icon={<ShieldCheck aria-hidden className="size-5" />} title="Privacy" text="Data requests: access, correction or deletion." email={PRIVACY_EMAIL} />
          <ContactCard icon={<ShieldCheck aria-hidden className="size-5" />} title="Security" text="Report a vulnerability responsibly." email={SECURITY_EMAIL} />
          <p className="px-1 text-sm text-muted-foreground">
            Looking for a quick answer? Try the{" "}
            <a href="/help-center" className="font-medium text-primary underline-offset-4 hover:underline">
              Help Center
            </a>{" "}
            or the{" "}
            <a href="/documentation" className="font-medium text-primary underline-offset-4 hover:underline">
              documentation
            </a>
            .
          </p>
        </aside>
      </div>
    </PageShell>
  );
}

function ContactCard({ icon, title, text, email }: { icon: ReactNode; title: string; text: string; email: string }) {
  return (
    <div className="flex gap-4 rounded-2xl border bg-card p-5 shadow-xs">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">{icon}</span>
      <div className="min-w-0">
        <h2 className="font-semibold">{title}</h2>
        <p className="mt-0.5 text-sm text-muted-foreground">{text}</p>
        <a href={`mailto:${email}`} className="mt-1 inline-block text-sm font-medium break-all text-primary underline-offset-4 hover:underline">
          {email}
        </a>
      </div>
    </div>
  );
}

function FieldError({ field, message }: { field: ContactField; message?: string }) {
  if (!message) return null;
  return (
    <p id={`contact-${field}-error`} className="text-sm text-destructive">
      {message}
    </p>
  );
}
