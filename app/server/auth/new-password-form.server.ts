// The action of a mailed link's new-password form (/reset-password, and /verify-email opened without the account's
// session): one schema, the same inline errors and toast on a refusal, and on success the account is signed in here.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/cloudflare";
import type { AuthActionData, AuthToast } from "~/lib/auth-form";
import { resetPasswordSchema } from "~/lib/schemas/auth";
import type { Database } from "~/server/db/client.server";
import { redirectSignedIn } from "./respond.server";

type NewPasswordOutcome = { ok: true; userId: string } | { ok: false; status: 400; message: string; field?: "password" };

export async function newPasswordAction(
  db: Database,
  request: Request,
  setPassword: (input: { token: string; password: string }) => Promise<NewPasswordOutcome>,
  toasts: { failedTitle: string; done: AuthToast },
) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return data<AuthActionData>({ intent: "reset-password", result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  const outcome = await setPassword(submission.value);
  if (!outcome.ok) {
    return data<AuthActionData>(
      {
        intent: "reset-password",
        result: submission.reply({
          fieldErrors: outcome.field ? { [outcome.field]: [outcome.message] } : {},
          formErrors: outcome.field ? [] : [outcome.message],
          hideFields: ["password", "confirmPassword"],
        }),
        toast: { variant: "destructive", title: toasts.failedTitle, description: outcome.message },
      },
      { status: outcome.status },
    );
  }
  return redirectSignedIn(db, request, outcome.userId, "/dashboard", toasts.done);
}
