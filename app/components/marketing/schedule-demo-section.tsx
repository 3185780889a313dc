import { CalendarCheck, Loader2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { cn } from "~/lib/utils";
import { DEMO_COMING_SOON, DEMO_SCHEDULED } from "~/lib/schemas/demo-messages";
import { postDemoRequest } from "./schedule-demo-api";

export const SCHEDULE_DEMO_INTENT = "schedule-demo";

const loadDemoSchema = () => import("~/lib/schemas/demo");

/** What the landing page's action answered to a form post made without JavaScript. */
export type ScheduleDemoResult = { status: "scheduled" } | { status: "error"; title: string; message: string; email: string };

/**
 * The schedule-demo form: idle → Scheduling... → scheduled (Schedule Another Demo returns to idle) or an error toast.
 * Without JavaScript the same form posts to the landing page's action, which renders `serverResult`.
 */
export function ScheduleDemoSection({ serverResult }: { serverResult?: ScheduleDemoResult }) {
  const [phase, setPhase] = useState<"idle" | "submitting" | "scheduled">(serverResult?.status === "scheduled" ? "scheduled" : "idle");
  const [email, setEmail] = useState(serverResult?.status === "error" ? serverResult.email : "");
  const inputId = useId();
  const serverError = serverResult?.status === "error" ? serverResult : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The zod schema is fetched when first needed (focus or submit), keeping it out of the page's initial JavaScript.
    const { demoEmailProblem } = await loadDemoSchema();
    const problem = demoEmailProblem(email);
    if (problem) {
      toast({ variant: "destructive", title: problem.title, description: problem.description });
      return;
    }
    setPhase("submitting");
    const ok = await postDemoRequest(email.trim());
    if (ok) {
      setPhase("scheduled");
      setEmail("");
      toast(DEMO_SCHEDULED);
    } else {
      setPhase("idle");
      toast(DEMO_COMING_SOON);
    }
  };

  return (
    <section id="schedule-demo" aria-labelledby="schedule-demo-heading" className="scroll-mt-20 bg-muted/30 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="rounded-3xl border bg-card p-8 text-center shadow-sm sm:p-12">
          <span className="mx-auto inline-flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <CalendarCheck aria-hidden className="size-6" />
          </span>
          <h2 id="schedule-demo-heading" className="mt-5 text-3xl font-bold tracking-tight">
            Schedule a Personalized Demo
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
            See InsightLab answer questions about data like yours. Leave your work email and we'll contact you within 24
            hours to find a time.
          </p>

          {phase === "scheduled" ? (
            <div role="status" data-demo-scheduled="" className="mx-auto mt-8 max-w-md rounded-2xl border border-success/30 bg-success/10 p-6">
              <p className="font-semibold">{DEMO_SCHEDULED.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{DEMO_SCHEDULED.description}</p>
              {/* A link, so it also leads back to the empty form without JavaScript. */}
              <a
                href="/#schedule-demo"
                className={cn(buttonVariants({ variant: "outline" }), "mt-5")}
                onClick={(event) => {
                  event.preventDefault();
                  setPhase("idle");
                }}
              >
                Schedule Another Demo
              </a>
            </div>
          ) : (
            <form
              method="post"
              action="/?index#schedule-demo"
              noValidate
              onSubmit={submit}
              className="mx-auto mt-8 flex max-w-md flex-col gap-3 sm:flex-row"
            >
              <input type="hidden" name="intent" value={SCHEDULE_DEMO_INTENT} />
              <label htmlFor={inputId} className="sr-only">
                Work email
              </label>
              <Input
                id={inputId}
                name="email"
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                onFocus={() => void loadDemoSchema()}
                disabled={phase === "submitting"}
                aria-invalid={serverError ? true : undefined}
                aria-describedby={serverError ? `${inputId}-error` : undefined}
                className="h-11 flex-1"
              />
              <Button type="submit" size="lg" disabled={phase === "submitting"}>
                {phase === "submitting" ? (
                  <>
                    <Loader2 aria-hidden className="animate-spin" />
                    Scheduling...
                  </>
                ) : (
                  "Schedule Demo"
                )}
              </Button>
            </form>
          )}
          {serverError && phase === "idle" ? (
            <p id={`${inputId}-error`} role="alert" className="mt-3 text-sm text-destructive">
              <span className="font-semibold">{serverError.title}:</span> {serverError.message}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
