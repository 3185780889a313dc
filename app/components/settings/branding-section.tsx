// Custom branding (Pro and Enterprise): the logo and accent colour on report covers. Other plans see what it
// does and an upgrade prompt.
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { Sparkles } from "lucide-react";
import { useSyncExternalStore } from "react";
import { FormAlert } from "~/components/auth/form-alert";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ACCENT_PATTERN, brandingSchema, type SettingsReply } from "~/lib/schemas/settings";
import { cn } from "~/lib/utils";
import { FieldMessage, SettingsSection, SettingsSubmit, useSubmitting } from "./settings-section";

export interface BrandingView {
  allowed: boolean;
  accentColor: string;
  /** The logo's address with a version, or null without one. */
  logoUrl: string | null;
}

const noSubscription = () => () => {};

const DESCRIPTION = "Your logo and accent colour on the covers of your PDF and PowerPoint reports.";

export function BrandingSection({ branding, reply }: { branding: BrandingView; reply: SettingsReply | undefined }) {
  if (!branding.allowed) {
    return (
      <SettingsSection id="branding" title="Branding" description={DESCRIPTION}>
        <div className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4" data-testid="branding-upgrade">
          <Sparkles aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="space-y-3">
            <p className="text-sm">Custom branding comes with the Pro and Enterprise plans.</p>
            <Link to="#plan" className={cn(buttonVariants({ size: "sm" }))}>
              Upgrade plan
            </Link>
          </div>
        </div>
      </SettingsSection>
    );
  }
  return <BrandingForm branding={branding} reply={reply} />;
}

function BrandingForm({ branding, reply }: { branding: BrandingView; reply: SettingsReply | undefined }) {
  const { form, fields, busy } = useAuthForm("branding", brandingSchema, reply, { accentColor: branding.accentColor }, "branding-form");
  const removing = useSubmitting("remove-logo");
  // True once React runs in the browser (false in the server's HTML, so pages without JavaScript never show it).
  const pickerReady = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const logoError = reply?.intent === "branding" ? reply.result.error?.logo?.[0] : undefined;
  return (
    <SettingsSection id="branding" title="Branding" description={DESCRIPTION}>
      {branding.logoUrl ? (
        <div className="flex flex-wrap items-center gap-4">
          <img src={branding.logoUrl} alt="Your logo" className="h-14 max-w-48 rounded border bg-white object-contain p-1" data-testid="logo-preview" />
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="remove-logo" />
            <SettingsSubmit busy={removing} busyLabel="Removing..." variant="outline">
              Remove logo
            </SettingsSubmit>
          </Form>
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-4 sm:max-w-md" preventScrollReset>
        <input type="hidden" name="intent" value="branding" />
        {form.errors?.[0] ? <FormAlert id={form.errorId}>{form.errors[0]}</FormAlert> : null}
        <div className="grid gap-2">
          <Label htmlFor="branding-logo">
            {branding.logoUrl ? "Replace the logo" : "Logo"} <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input
            id="branding-logo"
            name="logo"
            type="file"
            accept="image/png,image/jpeg"
            aria-invalid={logoError ? true : undefined}
            aria-describedby={logoError ? "branding-logo-error" : "branding-logo-hint"}
          />
          <FieldMessage
            id="branding-logo-error"
            error={logoError}
            hintId="branding-logo-hint"
            hint="PNG or JPEG, up to 1 MB. A wide logo on a transparent or white background looks best."
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={fields.accentColor.id}>Accent colour</Label>
          <div className="flex items-center gap-3">
            {/* The picker only fills the text field, which needs JavaScript: without it the text field alone is shown. */}
            {pickerReady ? (
              <input
                id="branding-accent-swatch"
                type="color"
                aria-label="Pick the accent colour"
                defaultValue={branding.accentColor}
                onChange={(event) => {
                  const text = document.getElementById(fields.accentColor.id) as HTMLInputElement | null;
                  if (text) text.value = event.currentTarget.value;
                }}
                className="h-10 w-14 cursor-pointer rounded-md border bg-background p-1"
              />
            ) : null}
            <Input
              {...getInputProps(fields.accentColor, { type: "text" })}
              key={fields.accentColor.key}
              className="h-10 w-32 font-mono"
              spellCheck={false}
              onInput={(event) => {
                const typed = event.currentTarget.value.trim();
                const swatch = document.getElementById("branding-accent-swatch") as HTMLInputElement | null;
                if (swatch && ACCENT_PATTERN.test(typed)) swatch.value = typed.toLowerCase();
              }}
            />
          </div>
          <FieldMessage id={fields.accentColor.errorId} error={fields.accentColor.errors?.[0]} hint="# and six hexadecimal digits, like #7c3aed." />
        </div>
        <div>
          <SettingsSubmit busy={busy} busyLabel="Saving...">
            Save branding
          </SettingsSubmit>
        </div>
      </Form>
    </SettingsSection>
  );
}
