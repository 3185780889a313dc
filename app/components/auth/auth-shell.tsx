// The frame of the sign-in, sign-up and reset screens: a brand panel beside the form on wide screens,
// the form alone (with the mark on top) on phones, and Back to Homepage always in reach.
import { Link } from "@remix-run/react";
import { ArrowLeft, Sparkles, Star } from "lucide-react";
import type { ReactNode } from "react";
import { BrandMark } from "~/components/nav/brand";
import { TESTIMONIALS } from "~/components/marketing/testimonials";
import { Button } from "~/components/ui/button";
import { TooltipProvider } from "~/components/ui/tooltip";

type AuthShellProps = { title: string; description: ReactNode; children: ReactNode; footer?: ReactNode };

/** The sign-in, sign-up and reset screens' frame (with the tooltip timing their Google button uses). */
export function AuthShell(props: AuthShellProps) {
  return (
    <TooltipProvider>
      <AuthFrame {...props} />
    </TooltipProvider>
  );
}

function AuthFrame({ title, description, children, footer }: AuthShellProps) {
  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)]">
      <BrandPanel />
      <div className="relative flex min-h-dvh flex-col">
        <header className="flex items-center justify-between gap-4 px-5 pt-5 sm:px-8 sm:pt-7">
          <Link to="/" className="flex items-center gap-2.5 rounded-md lg:invisible" aria-label="InsightLab home">
            <BrandMark className="size-[30px]" />
            <span className="text-base font-semibold tracking-tight">InsightLab</span>
          </Link>
          <Button asChild variant="ghost" size="sm" className="text-muted-foreground hover:text-foreground">
            <Link to="/">
              <ArrowLeft aria-hidden />
              Back to Homepage
            </Link>
          </Button>
        </header>
        <main className="flex flex-1 items-center justify-center px-5 py-10 sm:px-8">
          <div className="w-full max-w-[400px]">
            <div className="mb-7 space-y-2">
              <h1 className="text-[1.75rem] leading-tight font-semibold tracking-tight">{title}</h1>
              <p className="text-[0.95rem] text-muted-foreground">{description}</p>
            </div>
            {children}
            {footer ? <div className="mt-8 text-center text-sm text-muted-foreground">{footer}</div> : null}
          </div>
        </main>
        <p className="px-5 pb-6 text-center text-xs text-muted-foreground sm:px-8">
          By continuing you agree to our{" "}
          <Link to="/terms" className="underline underline-offset-4 hover:text-foreground">
            Terms
          </Link>{" "}
          and{" "}
          <Link to="/privacy" className="underline underline-offset-4 hover:text-foreground">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

const BARS = [
  { label: "North", value: 62 },
  { label: "South", value: 48 },
  { label: "East", value: 91 },
  { label: "West", value: 74 },
];

function BrandPanel() {
  const testimonial = TESTIMONIALS[0];
  return (
    <aside className="relative hidden overflow-hidden bg-[oklch(0.27_0.12_290)] text-white lg:flex lg:flex-col lg:justify-between lg:p-12 xl:p-14">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_40rem_at_10%_-10%,oklch(0.55_0.24_293/0.55),transparent_60%),radial-gradient(40rem_30rem_at_110%_110%,oklch(0.6_0.2_330/0.35),transparent_60%)]"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:linear-gradient(white_1px,transparent_1px),linear-gradient(90deg,white_1px,transparent_1px)] [background-size:40px_40px]"
      />
      <Link to="/" className="relative flex w-fit items-center gap-3 rounded-md">
        <BrandMark className="size-9" label="InsightLab Analytics Logo" />
        <span className="text-lg font-semibold tracking-tight">InsightLab</span>
      </Link>

      <div className="relative space-y-8">
        <div className="space-y-3">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-medium ring-1 ring-white/15">
            <Sparkles className="size-3.5" aria-hidden />
            Analytics lab for business teams
          </p>
          <h2 className="max-w-md text-3xl leading-tight font-semibold tracking-tight xl:text-4xl">
            Ask your data a question. Get a chart you can trust.
          </h2>
          <p className="max-w-md text-white/70">Upload a spreadsheet, ask in plain English, and share the answer in minutes — no formulas, no analysts on call.</p>
        </div>

        <figure aria-hidden className="max-w-md rounded-2xl [@media(max-height:780px)]:hidden bg-white/[0.08] p-5 shadow-2xl ring-1 ring-white/15 backdrop-blur-sm">
          <div className="mb-4 flex items-center gap-3">
            <span className="grid size-7 place-items-center rounded-full bg-white/15 text-xs font-semibold">M</span>
            <p className="rounded-xl rounded-tl-sm bg-white/12 px-3 py-2 text-sm">Which region grew fastest last quarter?</p>
          </div>
          <div className="flex h-28 items-end gap-3 border-b border-white/15 pb-px">
            {BARS.map((bar) => (
              <div key={bar.label} className="flex h-full flex-1 flex-col justify-end">
                <div
                  className={bar.label === "East" ? "w-full rounded-t-md bg-[oklch(0.78_0.14_300)]" : "w-full rounded-t-md bg-white/30"}
                  style={{ height: `${bar.value}%` }}
                />
              </div>
            ))}
          </div>
          <div className="mt-1.5 flex gap-3 text-[11px] text-white/60">
            {BARS.map((bar) => (
              <span key={bar.label} className="flex-1 text-center">
                {bar.label}
              </span>
            ))}
          </div>
          <p className="mt-4 text-sm text-white/85">
            <span className="font-semibold text-white">East</span> grew 23% quarter over quarter, well ahead of West (+9%).
          </p>
        </figure>
      </div>

      <blockquote className="relative max-w-md space-y-3">
        <div className="flex gap-0.5 text-[oklch(0.85_0.12_85)]" aria-label={`${testimonial.rating} out of 5 stars`}>
          {Array.from({ length: testimonial.rating }, (_, i) => (
            <Star key={i} className="size-4 fill-current" aria-hidden />
          ))}
        </div>
        <p className="text-[0.95rem] leading-relaxed text-white/85">“{testimonial.quote}”</p>
        <footer className="text-sm">
          <span className="font-medium">{testimonial.author}</span>
          <span className="text-white/60"> · {testimonial.role}</span>
        </footer>
      </blockquote>
    </aside>
  );
}
