import { Check, Mail, X } from "lucide-react";
import { useId, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { ScrambleLabel } from "~/components/nav/scramble-label";
import { JoinWaitlistButton } from "~/components/waitlist/join-waitlist-button";
import {
  ANNUAL_SAVINGS_LABEL,
  PLANS,
  displayMonthlyPrice,
  enterpriseInquiryMailto,
  formatPrice,
  pricingFeatures,
  type BillingPeriod,
  type Plan,
} from "~/lib/plans";
import { cn } from "~/lib/utils";
import { SectionHeading } from "./section-heading";

export function PricingSection() {
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const switchId = useId();
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 bg-muted/30 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-heading" eyebrow="Pricing" title="Simple, Transparent Pricing">
          Start free. Upgrade when your questions outgrow it — no credit card needed to join the waitlist.
        </SectionHeading>

        <div className="mt-10 flex flex-wrap items-center justify-center gap-3 text-sm font-medium">
          <span className={period === "monthly" ? "text-foreground" : "text-muted-foreground"} aria-hidden="true">
            Monthly
          </span>
          {/* A native switch (no extra library on the landing page), styled like the UI kit's. */}
          <button
            id={switchId}
            type="button"
            role="switch"
            aria-checked={period === "annually"}
            aria-label="Bill annually"
            data-state={period === "annually" ? "checked" : "unchecked"}
            onClick={() => setPeriod((p) => (p === "annually" ? "monthly" : "annually"))}
            className="peer inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border border-transparent shadow-xs transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input"
          >
            <span
              aria-hidden="true"
              className={cn(
                "pointer-events-none block size-4 rounded-full bg-background shadow-sm transition-transform",
                period === "annually" ? "translate-x-4 dark:bg-primary-foreground" : "translate-x-0.5",
              )}
            />
          </button>
          <label htmlFor={switchId} className={period === "annually" ? "text-foreground" : "text-muted-foreground"}>
            Annually
          </label>
          <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary">{ANNUAL_SAVINGS_LABEL}</span>
        </div>

        <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} period={period} />
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-muted-foreground">
          Prices in US dollars. Annual billing shows the monthly equivalent. Compare every limit in the{" "}
          <a href="/documentation#getting-started" className="font-medium text-primary underline-offset-4 hover:underline">
            documentation
          </a>
          .
        </p>
      </div>
    </section>
  );
}

function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const price = displayMonthlyPrice(plan, period);
  const isCustom = price === null;
  return (
    <li
      data-plan={plan.id}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-7 shadow-xs",
        plan.popular && "border-primary shadow-xl shadow-primary/10 ring-1 ring-primary",
      )}
    >
      {plan.popular ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
          Most Popular
        </span>
      ) : null}
      <h3 className="text-lg font-semibold">{plan.name}</h3>
      <p className="mt-1 min-h-10 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span data-price="" className="text-4xl font-bold tracking-tight tabular-nums">
          {formatPrice(price)}
        </span>
        {!isCustom ? <span className="text-sm text-muted-foreground">/month</span> : null}
      </p>
      <p className="mt-1 h-5 text-xs text-muted-foreground">
        {isCustom ? "Tailored to your team" : price === 0 ? "Free forever" : period === "annually" ? "Billed annually" : "Billed monthly"}
      </p>
      <div className="mt-6">
        {plan.id === "enterprise" ? (
          <a href={enterpriseInquiryMailto()} className={cn(buttonVariants({ variant: plan.buttonVariant, size: "lg" }), "w-full")}>
            <Mail aria-hidden />
            <ScrambleLabel text={plan.callToAction} />
          </a>
        ) : (
          <JoinWaitlistButton label={plan.callToAction} variant={plan.buttonVariant} className="w-full" />
        )}
      </div>
      <ul className="mt-7 space-y-3 text-sm">
        {pricingFeatures(plan).map((line) => (
          <li key={line.text} className={cn("flex gap-2.5", !line.included && "text-muted-foreground")}>
            {line.included ? (
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            ) : (
              <X aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            )}
            <span>
              {line.included ? null : <span className="sr-only">Not included: </span>}
              {line.text}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
