// /dashboard/settings — the account, the theme, the plan with its usage and a way to ask for an upgrade.
// Everything shown here works today; more settings arrive with the features they belong to.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { LogOut, Mail } from "lucide-react";
import { ThemePicker } from "~/components/theme";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { PlanUsageMeters } from "~/components/workspace/plan-usage";
import { upgradeRequestMailto } from "~/lib/plans";
import { requireUser } from "~/server/auth/guards.server";
import { planUsage } from "~/server/usage.server";

export const meta: MetaFunction = () => [{ title: "Settings — InsightLab" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  const usage = await planUsage(context.services.db, user);
  return {
    account: { fullName: user.fullName, username: user.username, email: user.email },
    usage,
    upgradeHref: usage.plan.id === "enterprise" ? null : upgradeRequestMailto(usage.plan.name, user.email),
  };
}

export default function SettingsPage() {
  const { account, usage, upgradeHref } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">Your account, how InsightLab looks, and your plan.</p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]" data-testid="account">
            <dt className="text-muted-foreground">Name</dt>
            <dd className="font-medium">{account.fullName || "—"}</dd>
            <dt className="text-muted-foreground">Username</dt>
            <dd className="font-medium">{account.username}</dd>
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-all font-medium">{account.email}</dd>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Appearance</CardTitle>
          <CardDescription>Light, dark, or the same as your device.</CardDescription>
        </CardHeader>
        <CardContent>
          <ThemePicker className="max-w-sm" />
        </CardContent>
      </Card>

      <Card id="plan">
        <CardHeader>
          <CardTitle className="text-base" data-testid="plan-name">
            {usage.plan.name} plan
          </CardTitle>
          <CardDescription>
            {upgradeHref
              ? "Plans change on request for now: write to us and we confirm the new plan by email."
              : "Your plan is managed with your account team."}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <PlanUsageMeters usage={usage} />
          {upgradeHref && (
            <Button asChild variant="outline">
              <a href={upgradeHref}>
                <Mail aria-hidden /> Request an upgrade
              </a>
            </Button>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Sign out</CardTitle>
          <CardDescription>Ends your session on this device.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" action="/logout">
            <Button type="submit" variant="outline">
              <LogOut aria-hidden /> Log out
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
