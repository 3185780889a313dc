import { BookOpen, Clock, HelpCircle, Mail, MessageSquare, PlayCircle } from "lucide-react";
import { PLANS } from "~/lib/plans";
import { buttonVariants } from "~/components/ui/button";
import { SUPPORT_EMAIL } from "../site-links";
import { PageShell } from "./page-shell";

const SELF_SERVICE = [
  { href: "/documentation", icon: BookOpen, title: "Documentation", text: "Guides for uploading, asking, cleaning, charts and exports." },
  { href: "/help-center", icon: HelpCircle, title: "Help Center", text: "Quick answers to the most common questions." },
  { href: "/tutorials", icon: PlayCircle, title: "Tutorials", text: "Walkthroughs of real tasks, start to finish." },
] as const;

export function SupportPage() {
  const priorityPlans = PLANS.filter((p) => p.features.prioritySupport).map((p) => p.name);
  return (
    <PageShell eyebrow="Support" title="We're here to help" intro="Most answers are a minute away in the guides. When you need a person, write to us — real people reply." wide>
      <ul className="grid gap-5 md:grid-cols-3">
        {SELF_SERVICE.map(({ href, icon: Icon, title, text }) => (
          <li key={href}>
            <a href={href} className="block h-full rounded-2xl border bg-card p-6 shadow-xs transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="mt-4 block font-semibold">{title}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
            </a>
          </li>
        ))}
      </ul>

      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="contact-us-heading" className="rounded-2xl border bg-card p-8 shadow-xs">
          <MessageSquare aria-hidden className="size-6 text-primary" />
          <h2 id="contact-us-heading" className="mt-4 text-2xl font-bold tracking-tight">
            Contact the support team
          </h2>
          <p className="mt-2 text-muted-foreground">
            Tell us what you were doing, what you expected and what happened. Include the file name and the question you
            asked — never send the data file itself by email.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <a href="/contact" className={buttonVariants({ size: "lg" })}>
              <MessageSquare aria-hidden /> Send a message
            </a>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonVariants({ variant: "outline", size: "lg" })}>
              <Mail aria-hidden /> {SUPPORT_EMAIL}
            </a>
          </div>
        </section>
        <section aria-labelledby="response-heading" className="rounded-2xl border bg-card p-8 shadow-xs">
          <Clock aria-hidden className="size-6 text-primary" />
          <h2 id="response-heading" className="mt-4 text-2xl font-bold tracking-tight">
            Response times
          </h2>
          <dl className="mt-4 space-y-4 text-sm">
            <div>
              <dt className="font-semibold">Standard support — all plans</dt>
              <dd className="mt-1 text-muted-foreground">A reply within one business day (Monday to Friday, 9:00–18:00 CET).</dd>
            </div>
            <div>
              <dt className="font-semibold">Priority support — {priorityPlans.join(" and ")}</dt>
              <dd className="mt-1 text-muted-foreground">Your requests go to the front of the queue, with a reply within four business hours.</dd>
            </div>
            <div>
              <dt className="font-semibold">Security issues</dt>
              <dd className="mt-1 text-muted-foreground">
                See the <a href="/security" className="font-medium text-primary">Security page</a> for how to report a vulnerability.
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </PageShell>
  );
}
