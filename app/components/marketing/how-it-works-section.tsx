import { Bookmark, CheckCircle2, MessageSquareReply, UploadCloud } from "lucide-react";
import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

const STEPS: readonly { title: string; text: string; mockup: ReactNode }[] = [
  {
    title: "Upload your data",
    text: "Drop in a CSV, Excel or JSON file. InsightLab checks it, detects each column's type and shows a preview within seconds.",
    mockup: <UploadMockup />,
  },
  {
    title: "Ask a question",
    text: "Write what you want to know in everyday words. You see exactly how the question was understood before any number is shown.",
    mockup: <QuestionMockup />,
  },
  {
    title: "Get charts and answers",
    text: "Every answer comes with the fitting chart, the full data table and a sentence that states the result and what it was computed from.",
    mockup: <AnswerMockup />,
  },
  {
    title: "Follow up and keep it",
    text: "Refine with follow-ups — “only 2024”, “as a pie” — and save the answers that matter: they wait on your dashboard for next time.",
    mockup: <SavedMockup />,
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-20 bg-muted/30 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-heading" eyebrow="How It Works" title="From Spreadsheet to Answer in Four Steps">
          No setup, no training course. If you can write an email, you can analyse your data.
        </SectionHeading>
        <ol className="mt-14 grid gap-6 md:grid-cols-2">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-xs">
              <div className="flex items-start gap-4 p-6">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{step.title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
                </div>
              </div>
              <div aria-hidden="true" className="mt-auto border-t bg-gradient-to-b from-muted/60 to-background p-5">
                {step.mockup}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function MockWindow({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border bg-background p-4 text-xs shadow-sm">{children}</div>;
}

function UploadMockup() {
  const columns = [
    ["Order Date", "date"],
    ["Region", "text"],
    ["Product", "text"],
    ["Revenue", "number"],
    ["Units", "number"],
  ] as const;
  return (
    <MockWindow>
      <div className="flex items-center gap-3 rounded-lg border border-dashed border-primary/50 bg-primary/5 p-3">
        <UploadCloud className="size-5 text-primary" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">q3-sales.xlsx</p>
          <p className="text-muted-foreground">Sheet “Orders” · 12,480 rows · 9 columns</p>
        </div>
        <CheckCircle2 className="size-4 text-success" />
      </div>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {columns.map(([name, type]) => (
          <span key={name} className="rounded-md border bg-card px-2 py-1">
            {name} <span className="text-primary">{type}</span>
          </span>
        ))}
      </div>
    </MockWindow>
  );
}

function QuestionMockup() {
  return (
    <MockWindow>
      <p className="ml-auto w-fit max-w-[90%] rounded-xl rounded-br-sm bg-primary px-3 py-2 text-primary-foreground">
        What were total sales by region last quarter?
      </p>
      <ul className="mt-3 space-y-1.5 text-muted-foreground">
        <li className="flex items-center gap-2">
          <CheckCircle2 className="size-3.5 text-success" /> Filter: Order Date from Jul 1 to Sep 30
        </li>
        <li className="flex items-center gap-2">
          <CheckCircle2 className="size-3.5 text-success" /> Group by: Region
        </li>
        <li className="flex items-center gap-2">
          <CheckCircle2 className="size-3.5 text-success" /> Measure: sum of Revenue
        </li>
      </ul>
    </MockWindow>
  );
}

function AnswerMockup() {
  const bars = [46, 62, 55, 78, 70, 92];
  return (
    <MockWindow>
      <div className="flex h-24 items-end gap-2">
        {bars.map((h, i) => (
          <span key={i} className="flex-1 rounded-t-md bg-gradient-to-t from-violet-600 to-purple-400" style={{ height: `${h}%` }} />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-[10px] text-muted-foreground">
        {["Apr", "May", "Jun", "Jul", "Aug", "Sep"].map((m) => (
          <span key={m}>{m}</span>
        ))}
      </div>
      <p className="mt-3 text-muted-foreground">
        <span className="font-medium text-foreground">September was the best month</span> at $92k, up 31% on August.
      </p>
    </MockWindow>
  );
}

function SavedMockup() {
  const saved = ["Revenue by region", "Monthly revenue 2024", "Top 5 products by units"];
  return (
    <MockWindow>
      <p className="flex items-center gap-1.5 text-muted-foreground">
        <MessageSquareReply className="size-3.5" /> only 2024 · as a pie
      </p>
      <p className="mt-3 font-medium">Saved analyses</p>
      <ul className="mt-1.5 space-y-1.5">
        {saved.map((title, i) => (
          <li key={title} className={`flex items-center gap-1.5 rounded-md border px-2 py-1.5 ${i === 0 ? "border-primary bg-primary/5 text-primary" : ""}`}>
            <Bookmark className="size-3.5" /> {title}
          </li>
        ))}
      </ul>
    </MockWindow>
  );
}
