// Settings' account forms: the name, the email (changed through a link mailed to the new address) and the
// password. Each is a Remix <Form> checked in the browser by conform with the schema its action uses, so
// it works the same without JavaScript.
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/auth/form-alert";
import { ConformField } from "~/components/auth/form-field";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { emailChangeSchema, passwordChangeSchema, profileSchema, type SettingsReply } from "~/lib/schemas/settings";
import { SettingsSection, SettingsSubmit, useSubmitting } from "./settings-section";

export interface AccountView {
  fullName: string;
  username: string;
  email: string;
  hasPassword: boolean;
  /** Whether the owner opened the confirmation link mailed at sign-up. */
  emailConfirmed: boolean;
}

/** What waits for the confirmation, said where the address is shown. */
const UNCONFIRMED_EMAIL_NOTE =
  "Confirm your email address by opening the link we sent to it. Until then you can upload, ask, clean and build reports and dashboards; inviting colleagues, sharing, exporting files and changing your email wait for it.";

function FormErrors({ errors, id }: { errors: string[] | undefined; id: string }) {
  return errors?.[0] ? <FormAlert id={id}>{errors[0]}</FormAlert> : null;
}

export function ProfileSection({ account, reply }: { account: AccountView; reply: SettingsReply | undefined }) {
  const profile = useAuthForm("profile", profileSchema, reply, { fullName: account.fullName }, "profile-form");
  const email = useAuthForm("email", emailChangeSchema, reply, undefined, "email-form");
  const resending = useSubmitting("resend-confirmation");
  return (
    <SettingsSection id="profile" title="Profile" description="Your name appears on the reports you make.">
      <Form method="post" {...getFormProps(profile.form)} className="grid gap-4 sm:max-w-md">
        <input type="hidden" name="intent" value="profile" />
        <FormErrors errors={profile.form.errors} id={profile.form.errorId} />
        <ConformField field={profile.fields.fullName} type="text" label="Name" autoComplete="name" required />
        <div>
          <SettingsSubmit busy={profile.busy} busyLabel="Saving...">
            Save name
          </SettingsSubmit>
        </div>
      </Form>

      <dl className="grid gap-x-6 gap-y-2 border-t pt-5 text-sm sm:grid-cols-[8rem_1fr]" data-testid="account">
        <dt className="text-muted-foreground">Username</dt>
        <dd className="font-medium">{account.username}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all font-medium" data-testid="current-email">
          {account.email}
          {!account.emailConfirmed && <span className="block break-normal font-normal text-muted-foreground sm:ml-2 sm:inline">(not confirmed yet)</span>}
        </dd>
      </dl>

      {!account.emailConfirmed && (
        <Form method="post" className="grid gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm sm:max-w-md" data-testid="confirm-email">
          <input type="hidden" name="intent" value="resend-confirmation" />
          <p>{UNCONFIRMED_EMAIL_NOTE}</p>
          <div>
            <SettingsSubmit busy={resending} busyLabel="Sending...">
              Send the link again
            </SettingsSubmit>
          </div>
        </Form>
      )}

      {account.emailConfirmed && (
      <Form method="post" {...getFormProps(email.form)} className="grid gap-4 sm:max-w-md">
        <input type="hidden" name="intent" value="email" />
        <FormErrors errors={email.form.errors} id={email.form.errorId} />
        <ConformField
          field={email.fields.newEmail}
          type="email"
          label="New email address"
          autoComplete="email"
          required
          hint="We email a link to the new address. Your email changes when you open it (within 24 hours)."
        />
        <div>
          <SettingsSubmit busy={email.busy} busyLabel="Sending...">
            Send confirmation link
          </SettingsSubmit>
        </div>
      </Form>
      )}
    </SettingsSection>
  );
}

export function PasswordSection({ account, reply }: { account: AccountView; reply: SettingsReply | undefined }) {
  const { form, fields, busy } = useAuthForm("password", passwordChangeSchema, reply, undefined, "password-form");
  return (
    <SettingsSection id="password" title="Password" description="You stay signed in on this device; every other device is signed out.">
      {account.hasPassword ? (
        <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:max-w-md">
          <input type="hidden" name="intent" value="password" />
          <FormErrors errors={form.errors} id={form.errorId} />
          {/* Lets password managers tie the new password to the account. */}
          <input type="email" name="username" autoComplete="username" value={account.email} readOnly hidden />
          <ConformField field={fields.currentPassword} type="password" label="Current password" autoComplete="current-password" required />
          <ConformField field={fields.newPassword} type="password" label="New password" autoComplete="new-password" hint="At least 8 characters" required />
          <ConformField field={fields.confirmPassword} type="password" label="Repeat the new password" autoComplete="new-password" required />
          <div>
            <SettingsSubmit busy={busy} busyLabel="Changing...">
              Change password
            </SettingsSubmit>
          </div>
        </Form>
      ) : (
        <p className="text-sm text-muted-foreground">
          Your account signs in with Google and has no password. To add one, sign out and use “Forgot password?” on the sign-in page.
        </p>
      )}
    </SettingsSection>
  );
}
