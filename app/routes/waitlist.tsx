// /waitlist: the waitlist form rendered on the server, for visitors without JavaScript (Join Waitlist links here)
// and for anyone who opens the link directly. It posts to its own action and shows the same success view.
import { data, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Loader2 } from "lucide-react";
import { PublicLayout } from "~/components/marketing/public-layout";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { WaitlistSuccess } from "~/components/waitlist/waitlist-success";
import { COUNTRIES } from "~/lib/countries";
import { waitlistSchema, type WaitlistField } from "~/lib/schemas/waitlist";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { readSmallForm, submitPublicForm } from "~/server/public-forms.server";
import { passRetryAfter, retryAfterHeaders } from "~/server/rate-limit.server";
import { WAITLIST_FIELD_LABELS, joinWaitlist } from "~/server/waitlist.server";

/** A refused (429) submission tells the client when to try again. */
export const headers: HeadersFunction = passRetryAfter;

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Join the Waitlist",
    description: "Join the InsightLab waitlist for early access to AI-powered data analysis, progress updates and launch discounts.",
  });

type WaitlistPageResult =
  | { status: "joined"; position: number; message: string }
  | { status: "invalid"; errors: Partial<Record<WaitlistField, string>>; values: Record<string, string>; message: string }
  | { status: "limited"; message: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const values = await readSmallForm(request);
  if (!values) {
    return data<WaitlistPageResult>({ status: "invalid", errors: {}, values: {}, message: "The form was too large to accept." }, { status: 413 });
  }
  const outcome = await submitPublicForm({
    db: context.services.db,
    now: context.services.clock.now().getTime(),
    request,
    form: "waitlist",
    schema: waitlistSchema,
    labels: WAITLIST_FIELD_LABELS,
    raw: { name: values.name ?? "", email: values.email ?? "", country: values.country ?? "" },
    save: (entry) => joinWaitlist(context.services.db, entry),
  });
  switch (outcome.kind) {
    case "limited":
      return data<WaitlistPageResult>({ status: "limited", message: outcome.limit.message }, { status: 429, headers: retryAfterHeaders(outcome.limit) });
    case "invalid":
      return data<WaitlistPageResult>({ status: "invalid", errors: outcome.errors, values, message: outcome.message }, { status: 400 });
    case "ok":
      return data<WaitlistPageResult>({ status: "joined", position: outcome.result.position, message: outcome.result.message });
  }
}

export default function WaitlistPage() {
  const result = useActionData() as WaitlistPageResult | undefined;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result?.status === "invalid" ? result.values : {};
  const errorProps = (field: WaitlistField) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `waitlist-${field}-error` } : {};

  return (
    <PublicLayout solidNav>
      <div className="mx-auto max-w-md px-4 pt-28 pb-20 sm:pt-32">
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          {result?.status === "joined" ? (
            <WaitlistSuccess
              position={result.position}
              message={result.message}
              heading={(text) => <h1 className="text-2xl font-bold tracking-tight">{text}</h1>}
              action={
                <a href="/" className={cn(buttonVariants(), "w-full")}>
                  Close
                </a>
              }
            />
          ) : (
            <>
              <h1 className="text-2xl font-bold tracking-tight">Join the Waitlist</h1>
              <p className="mt-2 text-sm text-muted-foreground">
                Be among the first to try InsightLab. We'll email you when your early access is ready.
              </p>
              {result ? (
                <p role="alert" className="mt-4 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
                  {result.status === "limited" ? result.message : "Please correct the highlighted fields."}
                </p>
              ) : null}
              <Form method="post" noValidate className="mt-6 grid gap-5">
                <div className="grid gap-2">
                  <Label htmlFor="waitlist-name">Full Name</Label>
                  <Input id="waitlist-name" name="name" autoComplete="name" required defaultValue={values.name} {...errorProps("name")} />
                  <FieldError field="name" message={errors.name} />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="waitlist-email">Email Address</Label>
                  <Input id="waitlist-email" name="email" type="email" autoComplete="email" required defaultValue={values.email} {...errorProps("email")} />
                  <FieldError field="email" message={errors.email} />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="waitlist-country">Country</Label>
                  <select
                    id="waitlist-country"
                    name="country"
                    required
                    autoComplete="country-name"
                    defaultValue={values.country ?? ""}
                    className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 aria-invalid:border-destructive"
                    {...errorProps("country")}
                  >
                    <option value="">Select your country</option>
                    {COUNTRIES.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                  <FieldError field="country" message={errors.country} />
                </div>
                <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
                  <a href="/" className={buttonVariants({ variant: "outline" })}>
                    Cancel
                  </a>
                  <Button type="submit" disabled={submitting}>
                    {submitting ? (
                      <>
                        <Loader2 aria-hidden className="animate-spin" />
                        Joining...
                      </>
                    ) : (
                      "Join Waitlist"
                    )}
                  </Button>
                </div>
              </Form>
            </>
          )}
        </div>
      </div>
    </PublicLayout>
  );
}

function FieldError({ field, message }: { field: WaitlistField; message?: string }) {
  if (!message) return null;
  return (
    <p id={`waitlist-${field}-error`} className="text-sm text-destructive">
      {message}
    </p>
  );
}
