import { Eye, Globe2, Lock, MessageSquareText } from "lucide-react";
import { JoinWaitlistButton } from "~/components/waitlist/join-waitlist-button";
import { PageShell, Prose } from "./page-shell";

const PRINCIPLES = [
  { icon: MessageSquareText, title: "Plain language first", text: "If you can describe what you want to know, you can analyse your data. No formulas, no query language." },
  { icon: Eye, title: "Answers you can check", text: "Every answer shows the plan behind it and the rows it used. We would rather be verifiable than magical." },
  { icon: Lock, title: "Private by default", text: "Your files are yours alone, deleted on schedule, and never used to train models." },
  { icon: Globe2, title: "Fast everywhere", text: "InsightLab runs on a global edge network, close to the teams that use it." },
] as const;

export function AboutPage() {
  return (
    <PageShell
      eyebrow="About"
      title="Data answers for everyone at work"
      intro="InsightLab is an analytics lab for business teams — sales, marketing, operations, HR and finance — who have the data and the questions, but not the time to become analysts."
      wide
    >
      <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr]">
        <Prose>
          <h2>Why we built InsightLab</h2>
          <p>
            Most companies run on spreadsheets. The numbers that matter — which region is growing, which campaign pays
            off, where costs are creeping up — are already in files on someone's laptop. Getting answers out of them
            still means pivot tables, lookup formulas or waiting for the one person who knows SQL.
          </p>
          <p>
            We think asking your data a question should be as easy as asking a colleague. Upload the file, type the
            question, get the chart and the table — and the explanation of how the answer was reached, so you can trust
            it in the Monday meeting.
          </p>
          <h2>How it works under the hood</h2>
          <p>
            InsightLab separates <strong>understanding</strong> from <strong>calculating</strong>. An AI model reads only a
            summary of your columns to understand what you're asking and writes a structured analysis plan. Our own
            analysis engine — built for business data, with dates, currencies and percentages understood natively —
            checks that plan and runs it on your actual rows. The AI never does the arithmetic, and it never sees the
            whole file.
          </p>
          <p>
            The whole product runs on Cloudflare's global network, so pages, uploads and answers are served from near
            where you are, wherever your team works.
          </p>
          <h2>Where we are</h2>
          <p>
            InsightLab is opening to early-access users in stages. Everyone on the waitlist gets access in order,
            progress updates along the way, and launch discounts on paid plans.
          </p>
        </Prose>
        <ul className="grid content-start gap-4">
          {PRINCIPLES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl border bg-card p-5 shadow-xs">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-16 flex flex-col items-center gap-4 rounded-2xl border bg-muted/40 p-10 text-center">
        <h2 className="text-2xl font-bold tracking-tight">Be one of the first to try it</h2>
        <p className="max-w-lg text-muted-foreground">Join the waitlist and we'll let you know as soon as your access is ready.</p>
        <JoinWaitlistButton />
      </div>
    </PageShell>
  );
}
