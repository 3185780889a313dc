// Deleting the account with everything in it, confirmed by typing the account's email.
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Trash2 } from "lucide-react";
import { FormAlert } from "~/components/auth/form-alert";
import { ConformField } from "~/components/auth/form-field";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { deleteAccountSchema, type SettingsReply } from "~/lib/schemas/settings";
import { SettingsSection, SettingsSubmit } from "./settings-section";

export function DeleteAccountSection({ email, reply }: { email: string; reply: SettingsReply | undefined }) {
  const { form, fields, busy } = useAuthForm("delete-account", deleteAccountSchema, reply, undefined, "delete-account-form");
  return (
    <SettingsSection
      id="delete-account"
      tone="danger"
      title="Delete account"
      description="Deletes your account, every file you uploaded, its cleaned copies, your analyses, reports, dashboards and exports, and signs you out everywhere. This cannot be undone."
    >
      <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:max-w-md">
        <input type="hidden" name="intent" value="delete-account" />
        {form.errors?.[0] ? <FormAlert id={form.errorId}>{form.errors[0]}</FormAlert> : null}
        <p className="text-sm">
          To confirm, type your email address: <span className="break-all font-semibold">{email}</span>
        </p>
        <ConformField field={fields.confirmEmail} type="text" label="Your email address" autoComplete="off" spellCheck={false} required />
        <div>
          <SettingsSubmit busy={busy} busyLabel="Deleting..." variant="destructive">
            <Trash2 aria-hidden /> Delete my account
          </SettingsSubmit>
        </div>
      </Form>
    </SettingsSection>
  );
}
