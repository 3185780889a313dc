// /dashboard/settings/email?token=… — the link mailed to a new address. Opened by the signed-in owner of the
// account it names, it makes that address the account's email; a changed link is 403, an expired one 410,
// a link for another account 404 — each with what to do next.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { FormAlert } from "~/components/auth/form-alert";
import { buttonVariants } from "~/components/ui/button";
import { confirmEmailChange } from "~/server/account/profile.server";
import { requireUser } from "~/server/auth/guards.server";
import { redirectWithToast } from "~/server/auth/respond.server";

export const meta: MetaFunction = () => [{ title: "Confirm your new email — InsightLab" }, { name: "referrer", content: "no-referrer" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { services } = context;
  const user = await requireUser(services, request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await confirmEmailChange(services, token, user.id);
  if (outcome.ok) return redirectWithToast(request, "/dashboard/settings#profile", { title: "Email changed", description: `Your email is now ${outcome.email}.` });
  return data({ message: outcome.message }, { status: outcome.status, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}

export default function ConfirmEmailPage() {
  const { message } = useLoaderData<{ message: string }>();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Your email was not changed</h1>
      <FormAlert>{message}</FormAlert>
      <Link to="/dashboard/settings#profile" className={buttonVariants({ variant: "outline" })}>
        Back to Settings
      </Link>
    </div>
  );
}
