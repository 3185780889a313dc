// The plan, its meters, and how to move up: Lite and Pro by a request recorded here and confirmed by email,
// Enterprise Team by mail to sales (SPEC §2: Contact Sales).
import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Mail } from "lucide-react";
import { FormAlert } from "~/components/auth/form-alert";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { PlanUsageMeters } from "~/components/workspace/plan-usage";
import { upgradeRequestSchema, type SettingsReply } from "~/lib/schemas/settings";
import type { PlanUsage } from "~/server/usage.server";
import { FieldMessage, SettingsSection, SettingsSubmit } from "./settings-section";

export interface PlanChoice {
  id: string;
  name: string;
  price: string;
  popular: boolean;
}

export interface PlanView {
  usage: PlanUsage;
  choices: PlanChoice[];
  /** The newest upgrade request, while the plan has not changed since. */
  pending: { planName: string; createdAt: string } | null;
  enterpriseMailto: string | null;
}

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export function PlanSection({ plan, reply }: { plan: PlanView; reply: SettingsReply | undefined }) {
  const { form, fields, busy } = useAuthForm("upgrade", upgradeRequestSchema, reply, undefined, "upgrade-form");
  const { usage, choices, pending, enterpriseMailto } = plan;
  const enterprise = usage.plan.id === "enterprise";
  return (
    <SettingsSection
      id="plan"
      title={<span data-testid="plan-name">{usage.plan.name} plan</span>}
      description={enterprise ? "Your plan is managed with your account team." : "What your plan includes this month, and how to move up."}
    >
      <PlanUsageMeters usage={usage} />
      {pending ? (
        <FormAlert tone="success" title="Upgrade requested">
          You asked for the {pending.planName} plan on {day(pending.createdAt)}. We will confirm it by email; your plan stays as it is until then.
        </FormAlert>
      ) : null}
      {choices.length > 0 ? (
        <Form method="post" {...getFormProps(form)} className="grid gap-4 border-t pt-5" preventScrollReset>
          <input type="hidden" name="intent" value="upgrade" />
          {form.errors?.[0] ? <FormAlert id={form.errorId}>{form.errors[0]}</FormAlert> : null}
          <fieldset className="grid gap-2" aria-describedby={fields.plan.errors ? fields.plan.errorId : undefined}>
            <legend className="mb-1 text-sm font-medium">Request an upgrade</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {choices.map((choice) => (
                <label
                  key={choice.id}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40"
                >
                  <input
                    {...getInputProps(fields.plan, { type: "radio", value: choice.id })}
                    key={choice.id}
                    defaultChecked={choices.length === 1 || undefined}
                    className="mt-1 accent-primary"
                  />
                  <span className="grid gap-0.5">
                    <span className="font-medium">
                      {choice.name}
                      {choice.popular ? <span className="ml-2 text-xs font-medium text-primary">Most Popular</span> : null}
                    </span>
                    <span className="text-sm text-muted-foreground">{choice.price}</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldMessage id={fields.plan.errorId} error={fields.plan.errors?.[0]} />
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={fields.message.id}>
              Anything we should know? <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={2} maxLength={1000} />
            <FieldMessage id={fields.message.errorId} error={fields.message.errors?.[0]} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <SettingsSubmit busy={busy} busyLabel="Sending...">
              Request upgrade
            </SettingsSubmit>
            {enterpriseMailto ? (
              <Button asChild variant="outline">
                <a href={enterpriseMailto}>
                  <Mail aria-hidden /> Contact Sales
                </a>
              </Button>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">No payment is taken here: we confirm the new plan by email. For Enterprise Team, Contact Sales opens your mail app.</p>
        </Form>
      ) : enterpriseMailto ? (
        <div className="flex flex-wrap items-center gap-3 border-t pt-5">
          <p className="text-sm text-muted-foreground">Need more than Pro? Enterprise Team adds teams, shared reports, roles and audit logs.</p>
          <Button asChild variant="outline">
            <a href={enterpriseMailto}>
              <Mail aria-hidden /> Contact Sales
            </a>
          </Button>
        </div>
      ) : null}
    </SettingsSection>
  );
}
