import type { ReactNode } from "react";
import { PageShell, Prose } from "./page-shell";

interface Post {
  slug: string;
  title: string;
  date: string;
  readingMinutes: number;
  summary: string;
  body: ReactNode;
}

const POSTS: readonly Post[] = [
  {
    slug: "why-every-answer-shows-its-plan",
    title: "Why every InsightLab answer shows its plan",
    date: "November 18, 2026",
    readingMinutes: 4,
    summary: "An answer you cannot check is an answer you cannot use. Here is how we make every result verifiable.",
    body: (
      <>
        <p>
          When a colleague hands you a number, you ask how they got it. Which months? Were refunds included? Did they
          count orders or customers? An AI tool that gives you a number without that context asks you to trust it
          blindly — and in a business meeting, that is not good enough.
        </p>
        <p>
          So InsightLab never lets the AI calculate anything. When you ask “revenue by region last quarter”, the AI
          writes an <strong>analysis plan</strong>: keep rows whose order date falls in the previous quarter, group by
          region, sum revenue. Our engine checks the plan against your columns and runs it. Then we show you the plan in
          plain words, next to the chart.
        </p>
        <p>
          Two things follow. First, the numbers are exact: they come from your rows, not from a model's guess. Second,
          mistakes are visible. If “last quarter” was read as the wrong dates, you see it immediately — and a follow-up
          like “I meant July to September” fixes it.
        </p>
      </>
    ),
  },
  {
    slug: "cleaning-without-losing-the-original",
    title: "Cleaning data without losing the original",
    date: "November 4, 2026",
    readingMinutes: 3,
    summary: "Three cleaning levels, a preview before every change, and an original file that is never touched.",
    body: (
      <>
        <p>
          Every export from a CRM or an ERP has its quirks: the same customer typed three ways, blank cells where a zero
          belongs, a test order for a million dollars. Analysing that as-is gives misleading answers; fixing it by hand
          takes an afternoon.
        </p>
        <p>
          InsightLab's cleaning comes in three levels. <strong>Conservative</strong> fixes obvious duplicates and
          formatting. <strong>Moderate</strong>, the one we recommend, also fills missing values and standardises
          formats. <strong>Aggressive</strong> goes further for data that needs deep cleaning. Whatever you pick, you
          review the recommendations and a before-and-after preview first.
        </p>
        <p>
          Applying never overwrites anything: the result is a new dataset named <code>Clean_</code> plus your file's
          name, which your next questions use automatically. The original stays exactly as you uploaded it.
        </p>
      </>
    ),
  },
  {
    slug: "five-questions-for-your-sales-export",
    title: "Five questions to ask your sales export",
    date: "October 21, 2026",
    readingMinutes: 3,
    summary: "Start with these and you will know more about your pipeline by lunchtime.",
    body: (
      <>
        <ol>
          <li>
            <strong>“Total revenue by month this year.”</strong> The line chart shows your trend and any seasonal dips at
            a glance.
          </li>
          <li>
            <strong>“Top 10 customers by revenue, with the rest as Others.”</strong> How concentrated is your business?
          </li>
          <li>
            <strong>“Each region's share of revenue.”</strong> With a handful of regions you get a pie chart; with more,
            a ranked bar chart.
          </li>
          <li>
            <strong>“Change in revenue versus last quarter by product.”</strong> Which lines are growing, which are
            slipping.
          </li>
          <li>
            <strong>“Is average order value growing?”</strong> A yes or no, decided from the trend across months.
          </li>
        </ol>
        <p>Each answer keeps the conversation going: follow up with “only for Europe” or “split by channel”.</p>
      </>
    ),
  },
];

export function BlogPage() {
  return (
    <PageShell eyebrow="Blog" title="Notes from the lab" intro="Product updates, how InsightLab works, and practical ideas for getting answers from business data." wide>
      <div className="grid gap-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Posts" className="hidden lg:block">
          <ul className="sticky top-24 space-y-4 text-sm">
            {POSTS.map((p) => (
              <li key={p.slug}>
                <a href={`#${p.slug}`} className="font-medium text-muted-foreground hover:text-foreground">
                  {p.title}
                </a>
                <p className="mt-0.5 text-xs text-muted-foreground">{p.date}</p>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-10">
          {POSTS.map((p) => (
            <article key={p.slug} id={p.slug} aria-labelledby={`${p.slug}-title`} className="scroll-mt-24 rounded-2xl border bg-card p-6 shadow-xs sm:p-10">
              <p className="text-sm text-muted-foreground">
                <time>{p.date}</time> · {p.readingMinutes} min read
              </p>
              <h2 id={`${p.slug}-title`} className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
                {p.title}
              </h2>
              <p className="mt-3 text-lg text-muted-foreground">{p.summary}</p>
              <Prose className="mt-6">{p.body}</Prose>
            </article>
          ))}
        </div>
      </div>
    </PageShell>
  );
}
