// /dashboard/teams/share — where the "Share with team" form beside a file, a report or a dashboard posts: share
// it with one of the user's teams or stop sharing it, then back to the page the form was on. A refusal (not
// allowed, not found) is shown here with the reason and a way back.
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { FormAlert } from "~/components/auth/form-alert";
import { safeRedirect } from "~/lib/safe-redirect";
import { shareSchema } from "~/lib/team-form";
import { requireUser } from "~/server/auth/guards.server";
import { redirectWithToast } from "~/server/auth/respond.server";
import { shareableResource } from "~/server/teams/share-target.server";
import { shareResource, unshareResource } from "~/server/teams/teams.server";
import { describeError } from "~/server/workspace-request.server";

export const meta: MetaFunction = () => [{ title: "Share with a team — InsightLab" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.services, request);
  const form = await request.formData();
  const back = safeRedirect(form.get("returnTo"), "/dashboard/teams");
  const parsed = shareSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: parsed.error.issues[0].message, back }, { status: 400 });
  const { intent, resourceType, resourceId, teamId } = parsed.data;
  const { db } = context.services;
  const now = context.services.clock.now();
  try {
    const resource = await shareableResource(db, user.id, resourceType, resourceId);
    if (intent === "share") await shareResource(db, user, resource, teamId, now);
    else await unshareResource(db, user, resource, teamId, now);
    return redirectWithToast(request, back, { title: intent === "share" ? "Shared with the team" : "No longer shared", description: resource.name });
  } catch (error) {
    const known = describeError(error);
    if (!known) throw error;
    return data({ error: known.body.message, back }, { status: known.status });
  }
}

export default function SharePage() {
  const result = useActionData<typeof action>() as { error: string; back: string } | undefined;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">Share with a team</h1>
      {result?.error ? (
        <FormAlert>{result.error}</FormAlert>
      ) : (
        <p className="text-muted-foreground">Share a file, a report or a dashboard from its own page: the Share with team form is beside it.</p>
      )}
      <Link to={result?.back ?? "/dashboard/teams"} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        Go back
      </Link>
    </div>
  );
}
