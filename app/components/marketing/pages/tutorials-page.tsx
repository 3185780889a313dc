import { ArrowRight, Clock, PlayCircle } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { PageShell } from "./page-shell";

interface Tutorial {
  title: string;
  minutes: number;
  level: "Beginner" | "Intermediate";
  summary: string;
  steps: readonly string[];
  guide: { label: string; href: string };
}

const TUTORIALS: readonly Tutorial[] = [
  {
    title: "Your first analysis",
    minutes: 5,
    level: "Beginner",
    summary: "From a new account to a chart answering a real question.",
    steps: [
      "Open Data Analysis and add the sample sales dataset (or upload your own CSV).",
      "Look at the column list: each column shows its type and basic statistics.",
      "Open AI Analysis and ask “total revenue by region”.",
      "Read the answer sentence, then the chart and the table beneath it.",
      "Expand “How this was answered” to see the plan that was run.",
    ],
    guide: { label: "Getting Started", href: "/documentation?q=getting%20started#getting-started" },
  },
  {
    title: "Analysing an Excel workbook",
    minutes: 6,
    level: "Beginner",
    summary: "Upload a workbook with several sheets and pick the right one.",
    steps: [
      "Make sure each sheet has its column names in the first row.",
      "Upload the .xlsx or .xls file and choose the sheet to analyse.",
      "Check that dates were detected as dates and amounts as numbers.",
      "Upload the same workbook again to analyse another sheet.",
    ],
    guide: { label: "Data Upload Guide", href: "/documentation?q=upload#data-upload-guide" },
  },
  {
    title: "Trends over time with follow-ups",
    minutes: 7,
    level: "Intermediate",
    summary: "Build a monthly trend and refine it without starting over.",
    steps: [
      "Ask “monthly revenue this year” — the answer is a line chart.",
      "Follow up with “only for the West region”.",
      "Follow up with “compare with last year”.",
      "Ask “is revenue growing?” for a yes/no answer based on the trend.",
    ],
    guide: { label: "AI Analysis Features", href: "/documentation?q=ai%20analysis#ai-analysis-features" },
  },
  {
    title: "Charts that tell the story",
    minutes: 4,
    level: "Beginner",
    summary: "Understand why a chart was chosen and how to change it.",
    steps: [
      "Ask a breakdown question and note the bar chart.",
      "Ask for shares with 7 or fewer categories to get a pie chart.",
      "Ask for another type in a follow-up: “as a line chart”.",
      "Save it as an analysis to find it on your dashboard next time.",
    ],
    guide: { label: "Visualization Guide", href: "/documentation?q=visualization#visualization-guide" },
  },
];

export function TutorialsPage() {
  return (
    <PageShell
      eyebrow="Tutorials"
      title="Learn InsightLab by doing"
      intro={
        <>
          Short walkthroughs of real tasks, each with the guide that explains it in depth. Prefer to watch? The{" "}
          <a href="/#demo" className="font-medium text-primary underline-offset-4 hover:underline">
            product tour video
          </a>{" "}
          shows a full journey in three minutes.
        </>
      }
      wide
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {TUTORIALS.map((t, i) => (
          <li key={t.title} className="flex flex-col rounded-2xl border bg-card p-6 shadow-xs">
            <div className="flex items-center gap-3 text-xs font-medium text-muted-foreground">
              <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-primary">{t.level}</span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden className="size-3.5" /> {t.minutes} min
              </span>
            </div>
            <h2 className="mt-4 text-lg font-semibold">
              {i + 1}. {t.title}
            </h2>
            <p className="mt-1.5 text-sm text-muted-foreground">{t.summary}</p>
            <ol className="mt-4 list-decimal space-y-1.5 pl-5 text-sm">
              {t.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <a href={t.guide.href} className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-medium text-primary underline-offset-4 hover:underline">
              Read the guide: {t.guide.label}
              <ArrowRight aria-hidden className="size-4" />
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-14 flex flex-col items-center gap-4 rounded-2xl border bg-muted/40 p-8 text-center">
        <PlayCircle aria-hidden className="size-8 text-primary" />
        <p className="max-w-lg text-muted-foreground">Want a guided tour on your own data? Book a personal demo and we'll walk you through it.</p>
        <a href="/#schedule-demo" className={buttonVariants({ size: "lg" })}>
          Schedule a demo
        </a>
      </div>
    </PageShell>
  );
}
