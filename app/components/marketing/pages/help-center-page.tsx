import { formatFileSize } from "~/lib/format-file-size";
import { BookOpen, LifeBuoy, PlayCircle } from "lucide-react";
import type { ReactNode } from "react";
import { formatRetention, getPlan, PLANS } from "~/lib/plans";
import { PageShell } from "./page-shell";

const free = getPlan("free");
const pro = getPlan("pro");

const FAQ: readonly { topic: string; items: readonly { q: string; a: ReactNode }[] }[] = [
  {
    topic: "Getting started",
    items: [
      {
        q: "How do I get access?",
        a: (
          <>
            InsightLab is opening in stages. <a href="/waitlist">Join the waitlist</a> and we'll email you when your access is
            ready; every new account starts on the Free plan.
          </>
        ),
      },
      {
        q: "Do I need to know formulas, SQL or code?",
        a: "No. You ask in everyday language — “revenue by region last quarter” — and InsightLab works out the filters, groupings and calculations.",
      },
      {
        q: "Is there a sample file to try?",
        a: "Yes. With no files uploaded yet, Data Analysis offers a realistic sample sales dataset you can add in one click.",
      },
    ],
  },
  {
    topic: "Files and data",
    items: [
      {
        q: "Which file types can I upload?",
        a: "CSV, Excel (.xlsx and .xls — you pick the sheet) and JSON (an array of objects). The file's content must match its extension.",
      },
      {
        q: "How large can my files be?",
        a: `Up to ${formatFileSize(free.limits.maxFileBytes)} on Free and up to ${formatFileSize(pro.limits.maxFileBytes)} per file on Pro. The Data Upload Guide lists every plan's file and storage limits.`,
      },
      {
        q: "How long are my files kept?",
        a: `${PLANS.map((p) => `${p.name}: ${formatRetention(p.limits.retentionHours)}`).join("; ")}. After that the file and everything derived from it are deleted automatically. You can delete a file yourself at any time.`,
      },
      {
        q: "Why was my file refused?",
        a: "The usual reasons: the format is not CSV, XLSX, XLS or JSON; the extension does not match the content (for example a renamed file); or the file is over your plan's size, storage or file-count limit. The message on screen names which one.",
      },
      {
        q: "Is my original file ever changed?",
        a: "Never. It is stored byte for byte as you uploaded it. Data cleaning writes a separate copy named Clean_ plus the original name and leaves the original as it is.",
      },
    ],
  },
  {
    topic: "Questions and answers",
    items: [
      {
        q: "How do I know an answer is right?",
        a: "Each answer shows the plan it followed — filters, grouping and measures — and a sentence naming the rows and periods it used. The numbers are computed by our engine from your data, not written by the AI.",
      },
      {
        q: "What does “last quarter” mean for my data?",
        a: "Relative periods count from the latest date in your data, so a file ending in December 2024 answers “last quarter” with July–September 2024. Name the dates if you mean something else.",
      },
      {
        q: "Why do I see a table but no chart?",
        a: "Single figures and lists of rows are clearest as a table. Pie charts are used only for 7 or fewer categories; otherwise a bar chart is shown.",
      },
      {
        q: "What happens when I run out of AI queries?",
        a: `You'll see how many you have used and an offer to upgrade; your files and earlier answers stay available. Allowances reset at the start of each month — Free includes ${free.limits.aiQueriesPerMonth} queries.`,
      },
    ],
  },
  {
    topic: "Privacy and security",
    items: [
      {
        q: "Who can see my data?",
        a: "Only you. Every request is checked against the file's owner. InsightLab staff do not open your files unless you ask us to in a support request.",
      },
      {
        q: "Does the AI see my whole file?",
        a: "No. It receives column names and types, summary statistics and a few sample values to understand your question. The calculations run on our own engine.",
      },
    ],
  },
];

export function HelpCenterPage() {
  return (
    <PageShell eyebrow="Help Center" title="How can we help?" intro="Answers to the questions people ask most, and where to go for everything else." wide>
      <ul className="grid gap-5 md:grid-cols-3">
        <HelpLink href="/documentation" icon={<BookOpen aria-hidden className="size-5" />} title="Documentation" text="Step-by-step guides to every feature." />
        <HelpLink href="/tutorials" icon={<PlayCircle aria-hidden className="size-5" />} title="Tutorials" text="Walkthroughs from first upload to your first answers." />
        <HelpLink href="/support" icon={<LifeBuoy aria-hidden className="size-5" />} title="Support" text="Contact options and response times." />
      </ul>

      <div className="mt-16 grid gap-12 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Topics" className="hidden lg:block">
          <ul className="sticky top-24 space-y-2 text-sm">
            {FAQ.map((group) => (
              <li key={group.topic}>
                <a href={`#${slug(group.topic)}`} className="text-muted-foreground hover:text-foreground">
                  {group.topic}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-12">
          {FAQ.map((group) => (
            <section key={group.topic} id={slug(group.topic)} aria-labelledby={`${slug(group.topic)}-heading`} className="scroll-mt-24">
              <h2 id={`${slug(group.topic)}-heading`} className="text-2xl font-bold tracking-tight">
                {group.topic}
              </h2>
              <div className="mt-5 divide-y rounded-2xl border bg-card">
                {group.items.map((item) => (
                  <details key={item.q} className="group px-5 py-4">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
                      {item.q}
                      <span aria-hidden="true" className="text-xl leading-none text-muted-foreground transition-transform group-open:rotate-45">
                        +
                      </span>
                    </summary>
                    <p className="mt-3 text-sm leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:text-primary">{item.a}</p>
                  </details>
                ))}
              </div>
            </section>
          ))}
          <p className="text-muted-foreground">
            Didn't find your answer?{" "}
            <a href="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
              Send us a message
            </a>{" "}
            — we reply within one business day.
          </p>
        </div>
      </div>
    </PageShell>
  );
}

function HelpLink({ href, icon, title, text }: { href: string; icon: ReactNode; title: string; text: string }) {
  return (
    <li>
      <a href={href} className="block h-full rounded-2xl border bg-card p-6 shadow-xs transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">{icon}</span>
        <span className="mt-4 block font-semibold">{title}</span>
        <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
      </a>
    </li>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
