import {
  BarChart3,
  ListChecks,
  FileSpreadsheet,
  LayoutDashboard,
  MessageSquareText,
  MessagesSquare,
  ShieldCheck,
  Wand2,
  type LucideIcon,
} from "lucide-react";
import { SectionHeading } from "./section-heading";

const FEATURES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: MessageSquareText,
    title: "Ask in Plain English",
    text: "Type a question the way you would ask a colleague. InsightLab turns it into an analysis plan and runs it on your data.",
  },
  {
    icon: BarChart3,
    title: "The Right Chart Every Time",
    text: "Bar charts for comparisons, line charts for trends over time, pie charts for a few categories — always with the data table.",
  },
  {
    icon: Wand2,
    title: "Messy Files, Read Right",
    text: "Currency symbols, thousands separators, day-first dates and yes/no columns are recognised. A broken file is refused with the line that breaks it — never read wrong in silence.",
  },
  {
    icon: FileSpreadsheet,
    title: "CSV, Excel and JSON",
    text: "Upload .csv, .xlsx, .xls or .json files. Pick a sheet, and column types — numbers, text, dates — are detected for you.",
  },
  {
    icon: MessagesSquare,
    title: "Follow-up Questions",
    text: "Keep the conversation going: “now only for Europe” or “split that by month” builds on the answer you already have.",
  },
  {
    icon: LayoutDashboard,
    title: "Save the Answers That Matter",
    text: "Keep an answer with its chart and table as an analysis; your saved analyses wait on your dashboard for next time.",
  },
  {
    icon: ListChecks,
    title: "Answers You Can Check",
    text: "Every answer says how it was worked out — the filters, the grouping, the rows left out and why — so you can trust the number.",
  },
  {
    icon: ShieldCheck,
    title: "Private by Design",
    text: "Only you can open your files. The AI sees column names, summaries and a few sample values — never your whole dataset.",
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-heading" eyebrow="Features" title="Everything You Need to Understand Your Data">
          From the first upload to the report your manager reads — without formulas, pivot tables or code.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="group rounded-2xl border bg-card p-6 shadow-xs transition-[box-shadow,transform,border-color] hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lg hover:shadow-primary/5"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-5 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
