// The landing page (SPEC §2): hero, company strip, features, how it works, demo, pricing, testimonials,
// schedule demo, final call-to-action. Its action takes the schedule-demo form posted without JavaScript.
import { data, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { CompanyStrip } from "~/components/marketing/company-strip";
import { DemoSection } from "~/components/marketing/demo-section";
import { FeaturesSection } from "~/components/marketing/features-section";
import { FinalCtaSection } from "~/components/marketing/final-cta-section";
import { HeroSection } from "~/components/marketing/hero-section";
import { HowItWorksSection } from "~/components/marketing/how-it-works-section";
import { PricingSection } from "~/components/marketing/pricing-section";
import { PublicLayout } from "~/components/marketing/public-layout";
import { SCHEDULE_DEMO_INTENT, ScheduleDemoSection, type ScheduleDemoResult } from "~/components/marketing/schedule-demo-section";
import { TestimonialsSection } from "~/components/marketing/testimonials-section";
import { DEMO_COMING_SOON, demoEmailProblem, demoRequestSchema } from "~/lib/schemas/demo";
import { pageMeta } from "~/lib/seo";
import { DEMO_FIELD_LABELS, recordDemoRequest } from "~/server/demo-requests.server";
import { readSmallForm, submitPublicForm } from "~/server/public-forms.server";
import { passRetryAfter, retryAfterHeaders } from "~/server/rate-limit.server";

/** A refused (429) submission tells the client when to try again. */
export const headers: HeadersFunction = passRetryAfter;

export const meta: MetaFunction = () =>
  pageMeta({
    title: "InsightLab — AI-Powered Data Analysis for Business Teams",
    description:
      "Upload a CSV, Excel or JSON file, ask questions in plain English and get charts, tables and clear answers. Join the InsightLab waitlist for early access.",
  });

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readSmallForm(request);
  if (!form || form.intent !== SCHEDULE_DEMO_INTENT) {
    return data({ demo: null as ScheduleDemoResult | null }, { status: 400 });
  }
  const email = form.email ?? "";
  const problem = demoEmailProblem(email);
  if (problem) {
    return data({ demo: { status: "error", title: problem.title, message: problem.description, email } as ScheduleDemoResult }, { status: 400 });
  }
  const outcome = await submitPublicForm({
    db: context.services.db,
    now: context.services.clock.now().getTime(),
    request,
    form: "demo",
    schema: demoRequestSchema,
    labels: DEMO_FIELD_LABELS,
    raw: { email },
    save: (input) => recordDemoRequest(context.services.db, input),
  });
  if (outcome.kind !== "ok") {
    const status = outcome.kind === "limited" ? 429 : 400;
    const headers = outcome.kind === "limited" ? retryAfterHeaders(outcome.limit) : undefined;
    return data({ demo: { status: "error", title: DEMO_COMING_SOON.title, message: DEMO_COMING_SOON.description, email } as ScheduleDemoResult }, { status, headers });
  }
  return data({ demo: { status: "scheduled" } as ScheduleDemoResult }, { status: 201 });
}

export default function Landing() {
  // The action's JSON, typed by hand: without the single-fetch type flag Remix mis-infers `data()` results.
  const actionData = useActionData() as { demo: ScheduleDemoResult | null } | undefined;
  return (
    <PublicLayout>
      <HeroSection />
      <CompanyStrip />
      <FeaturesSection />
      <HowItWorksSection />
      <DemoSection />
      <PricingSection />
      <TestimonialsSection />
      <ScheduleDemoSection serverResult={actionData?.demo ?? undefined} />
      <FinalCtaSection />
    </PublicLayout>
  );
}
