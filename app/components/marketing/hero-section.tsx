import { ArrowRight, PlayCircle, Sparkles } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { ScrambleLabel } from "~/components/nav/scramble-label";
import { JoinWaitlistButton } from "~/components/waitlist/join-waitlist-button";
import { cn } from "~/lib/utils";
import { RotatingHeadline } from "./rotating-headline";
import { scrollToSection } from "./scroll";

const REGION_SALES = [
  { region: "West", value: 412, share: 100 },
  { region: "North", value: 318, share: 77 },
  { region: "South", value: 265, share: 64 },
  { region: "East", value: 221, share: 54 },
];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden pt-28 pb-16 sm:pt-36 sm:pb-24">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute top-[-12rem] left-1/2 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,var(--color-primary),transparent)] opacity-[0.13] dark:opacity-25" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_70%)] bg-[size:48px_48px] opacity-50" />
      </div>
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="text-center lg:text-left">
          <p className="mb-6 inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-sm font-medium text-muted-foreground backdrop-blur">
            <Sparkles aria-hidden className="size-4 text-primary" />
            Early access is opening soon
          </p>
          <div id="hero-heading">
            <RotatingHeadline />
          </div>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
            Upload a spreadsheet, ask a question in plain English, and get a chart, a table and a clear answer — built
            for sales, marketing, operations, HR and finance teams, no formulas or code required.
          </p>
          <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
            <JoinWaitlistButton className="w-full sm:w-auto" icon={<ArrowRight aria-hidden />} />
            <a
              href="#demo"
              onClick={(event) => {
                event.preventDefault();
                scrollToSection("demo");
              }}
              className={cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full sm:w-auto")}
            >
              <PlayCircle aria-hidden />
              <ScrambleLabel text="Watch Demo" />
            </a>
          </div>
          <p className="mt-5 text-sm text-muted-foreground">Free plan included · CSV, Excel and JSON · Your files stay private</p>
        </div>
        <HeroProductPreview />
      </div>
    </section>
  );
}

/** A static picture of an answer, drawn in HTML so it is sharp, themed and costs no image request. */
function HeroProductPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-br from-violet-500/20 via-transparent to-fuchsia-500/20 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border bg-card shadow-2xl shadow-primary/10">
        <div className="flex items-center gap-2 border-b bg-muted/50 px-4 py-3">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-red-400" />
          <span aria-hidden="true" className="size-2.5 rounded-full bg-amber-400" />
          <span aria-hidden="true" className="size-2.5 rounded-full bg-emerald-400" />
          <span className="ml-3 truncate text-xs text-muted-foreground">q3-sales.xlsx · Orders · 12,480 rows</span>
        </div>
        <div className="space-y-4 p-5">
          <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm text-primary-foreground">
            Which region had the highest revenue last quarter?
          </p>
          <div className="rounded-xl border bg-background p-4">
            <p className="text-sm font-medium">Revenue by region, Q3</p>
            <div className="mt-4 space-y-2.5">
              {REGION_SALES.map((row) => (
                <div key={row.region} className="grid grid-cols-[3.5rem_1fr_3.5rem] items-center gap-2 text-xs">
                  <span className="text-muted-foreground">{row.region}</span>
                  <span className="h-5 rounded-md bg-muted">
                    <span className="block h-full rounded-md bg-gradient-to-r from-violet-600 to-purple-500" style={{ width: `${row.share}%` }} />
                  </span>
                  <span className="text-right font-medium tabular-nums">${row.value}k</span>
                </div>
              ))}
            </div>
          </div>
          <p className="text-sm leading-relaxed text-muted-foreground">
            <span className="font-medium text-foreground">West led with $412k</span>, 34% of Q3 revenue and 30% ahead of
            North. Computed from 3,142 orders dated July–September.
          </p>
        </div>
      </div>
      <figcaption className="sr-only">An example answer: a bar chart of revenue by region with a one-sentence summary.</figcaption>
    </figure>
  );
}
