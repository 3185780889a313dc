// /dashboard/settings — the account (name, email, password), where it is signed in, the theme, the plan with
// its usage and upgrade requests, branding (Pro, Enterprise), downloading all one's data, deleting the account.
// Every form is a post to this action with an `intent`; a change redirects back with a toast, a refusal
// answers 4xx with the form's errors. All of it works without JavaScript (the theme choice excepted: the
// spec keeps it in the browser).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { ProfileSection, PasswordSection } from "~/components/settings/account-forms";
import { BrandingSection } from "~/components/settings/branding-section";
import { DataExportSection } from "~/components/settings/data-export-section";
import { DeleteAccountSection } from "~/components/settings/delete-account-section";
import { PlanSection } from "~/components/settings/plan-section";
import { SessionsSection } from "~/components/settings/sessions-section";
import { SettingsSection } from "~/components/settings/settings-section";
import { ThemePicker } from "~/components/theme";
import { enterpriseInquiryMailto, formatPrice, getPlan, planOrFree } from "~/lib/plans";
import {
  brandingSchema,
  deleteAccountSchema,
  emailChangeSchema,
  endSessionSchema,
  passwordChangeSchema,
  profileSchema,
  upgradeRequestSchema,
  type SettingsReply,
} from "~/lib/schemas/settings";
import { describeUserAgent } from "~/lib/user-agent";
import { getBranding, LOGO_MAX_BYTES, planHasBranding, removeLogo, saveBranding } from "~/server/account/branding.server";
import { latestDataExport, requestDataExport } from "~/server/account/data-export.server";
import { accountDeleteImpact, confirmsDeletion, deleteAccount, DELETE_CONFIRMATION_MISMATCH } from "~/server/account/delete-account.server";
import { changePassword, requestEmailChange, updateFullName, type AccountChangeRefusal } from "~/server/account/profile.server";
import { latestUpgradeRequest, requestablePlans, requestUpgrade } from "~/server/account/upgrade-requests.server";
import { requireUser } from "~/server/auth/guards.server";
import { redirectWithToast } from "~/server/auth/respond.server";
import { clearSessionCookie, destroyOtherSessions, destroyUserSession, listSessions } from "~/server/auth/session.server";
import { planUsage } from "~/server/usage.server";
import { listMyTeams } from "~/server/teams/teams.server";
import { describeError } from "~/server/workspace-request.server";
import { publicOrigin } from "~/server/auth/deps.server";
import { resendEmailConfirmation } from "~/server/auth/email-verification.server";

export const meta: MetaFunction = () => [{ title: "Settings — InsightLab" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { services } = context;
  const user = await requireUser(services, request);
  const [usage, sessions, upgrade, branding, dataExport, teams] = await Promise.all([
    planUsage(services.db, user),
    listSessions(services.db, request, user.id),
    latestUpgradeRequest(services.db, user.id),
    getBranding(services.db, user.id),
    latestDataExport(services.db, user.id),
    listMyTeams(services.db, user.id),
  ]);
  const deleteImpact = await accountDeleteImpact(services.db, user.id);
  return {
      account: { fullName: user.fullName, username: user.username, email: user.email, hasPassword: user.passwordHash !== null, emailConfirmed: user.emailVerifiedAt !== null },
      sessions: sessions.map((s) => ({
        id: s.id,
        device: describeUserAgent(s.userAgent),
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt?.toISOString() ?? null,
        current: s.current,
      })),
      plan: {
        usage,
        choices: requestablePlans(user.plan).map((id) => {
          const plan = getPlan(id);
          return { id, name: plan.name, price: `${formatPrice(plan.monthlyPrice)} / month`, popular: plan.popular };
        }),
        // A request shows until the plan changes (then it was answered).
        pending: upgrade && upgrade.currentPlan === user.plan ? { planName: planOrFree(upgrade.requestedPlan).name, createdAt: upgrade.createdAt.toISOString() } : null,
        enterpriseMailto: user.plan === "enterprise" ? null : enterpriseInquiryMailto(),
      },
      branding: {
        allowed: planHasBranding(user.plan),
        accentColor: branding?.accentColor ?? "#7c3aed",
        logoUrl: branding?.logoKey ? `/dashboard/settings/logo?v=${branding.updatedAt.getTime()}` : null,
      },
      dataExport: dataExport ? { id: dataExport.id, status: dataExport.status, createdAt: dataExport.createdAt.toISOString() } : null,
      // Deleting the account deletes these teams for their members: the Delete account section says so.
      ownedTeams: teams.filter((t) => t.role === "owner").map((t) => ({ id: t.id, name: t.name })),
      // …and everything in it, counted, so the section says what goes before it happens.
      deleteImpact,
  };
}

/** A refused form: its errors (on a field, or for the whole form) for conform to show, with the status. */
function refuse(intent: string, status: number, message: string, field?: string) {
  const error = field ? { [field]: [message] } : { "": [message] };
  return data<SettingsReply>({ intent, result: { status: "error", error } }, { status });
}

function refusal(intent: string, outcome: AccountChangeRefusal) {
  return refuse(intent, outcome.status, outcome.message, outcome.field);
}

/** The form's fields checked against its schema: the values, or the 400 reply with conform's errors. */
function parse<Schema extends z.ZodObject>(intent: string, form: FormData, schema: Schema, hide: string[] = []) {
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    return { reply: data<SettingsReply>({ intent, result: submission.reply({ hideFields: hide }) }, { status: 400 }) };
  }
  return { value: submission.value as z.output<Schema> };
}

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];
/** A logo of 1 MB and its form fit well under this; anything larger is refused before it is read. */
const MAX_FORM_BYTES = LOGO_MAX_BYTES + 64 * 1024;

export async function action({ request, context }: ActionFunctionArgs) {
  const { services } = context;
  const user = await requireUser(services, request);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_FORM_BYTES) {
    return refuse("branding", 413, "The logo is larger than 1 MB. Save it smaller and upload it again.", "logo");
  }
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const back = (anchor: string, title: string, description?: string) => redirectWithToast(request, `/dashboard/settings#${anchor}`, { title, description });

  switch (intent) {
    case "profile": {
      const parsed = parse(intent, form, profileSchema);
      if (parsed.reply) return parsed.reply;
      await updateFullName(services.db, user.id, parsed.value.fullName);
      return back("profile", "Name saved");
    }
    case "resend-confirmation": {
      await resendEmailConfirmation(services, user, publicOrigin(services.config));
      return back("profile", "Check your inbox", `If ${user.email} still needs confirming, a new link is on its way (a few an hour at most).`);
    }
    case "email": {
      const parsed = parse(intent, form, emailChangeSchema);
      if (parsed.reply) return parsed.reply;
      const outcome = await requestEmailChange(services, user, parsed.value.newEmail);
      if (!outcome.ok) return refusal(intent, outcome);
      return back("profile", "Check your new inbox", `We sent a link to ${outcome.sentTo}. Your email changes when you open it (within 24 hours).`);
    }
    case "password": {
      const parsed = parse(intent, form, passwordChangeSchema, PASSWORD_FIELDS);
      if (parsed.reply) return parsed.reply;
      const outcome = await changePassword(services, request, user, parsed.value);
      if (!outcome.ok) return refusal(intent, outcome);
      const others = outcome.endedSessions;
      return back("password", "Password changed", others > 0 ? `Signed out of ${others} other ${others === 1 ? "device" : "devices"}.` : undefined);
    }
    case "end-session": {
      const parsed = parse(intent, form, endSessionSchema);
      if (parsed.reply) return parsed.reply;
      if (!(await destroyUserSession(services.db, user.id, parsed.value.sessionId))) {
        throw data("That session was not found. It may have ended already.", { status: 404 });
      }
      return back("sessions", "Signed out of that device");
    }
    case "end-other-sessions": {
      const ended = await destroyOtherSessions(services.db, request, user.id);
      return back("sessions", "Signed out everywhere else", `${ended} ${ended === 1 ? "session" : "sessions"} ended.`);
    }
    case "upgrade": {
      const parsed = parse(intent, form, upgradeRequestSchema);
      if (parsed.reply) return parsed.reply;
      const known = await attempt(() => requestUpgrade(services, user, parsed.value));
      if (known) return refuse(intent, known.status, known.message, "plan");
      return back("plan", "Upgrade requested", "We will confirm the new plan by email.");
    }
    case "branding": {
      const parsed = parse(intent, form, brandingSchema);
      if (parsed.reply) return parsed.reply;
      const file = form.get("logo");
      const logo = file instanceof File && file.size > 0 ? { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name } : undefined;
      const known = await attempt(() => saveBranding(services, user, { accentColor: parsed.value.accentColor, logo }));
      if (known) return refuse(intent, known.status, known.message, known.upgradeRequired ? undefined : "logo");
      return back("branding", "Branding saved", "Your next PDF and PowerPoint reports carry it.");
    }
    case "remove-logo": {
      await removeLogo(services, user.id);
      return back("branding", "Logo removed");
    }
    case "export-data": {
      const exportId = await requestDataExport(services, user);
      return redirect(`/dashboard/reports/exports/${exportId}`, 303);
    }
    case "delete-account": {
      const parsed = parse(intent, form, deleteAccountSchema);
      if (parsed.reply) return parsed.reply;
      if (!confirmsDeletion(user, parsed.value.confirmEmail)) return refuse(intent, 400, DELETE_CONFIRMATION_MISMATCH, "confirmEmail");
      await deleteAccount(services, user);
      return redirectWithToast(request, "/", { title: "Account deleted", description: "Your account and everything in it are gone." }, clearSessionCookie(request));
    }
    default:
      return refuse(intent, 400, "This form was not recognised. Reload the page and try again.");
  }
}

/** Runs a change; a known refusal (a WorkspaceError) comes back as its status and message, anything else is thrown. */
async function attempt(run: () => Promise<unknown>): Promise<{ status: number; message: string; upgradeRequired: boolean } | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const known = describeError(error);
    if (!known) throw error;
    return { status: known.status, message: known.body.message, upgradeRequired: known.body.upgradeRequired === true };
  }
}

export default function SettingsPage() {
  const { account, sessions, plan, branding, dataExport, ownedTeams, deleteImpact } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as SettingsReply | undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">Your account, where you are signed in, how InsightLab looks, your plan and your data.</p>
      </header>
      <nav aria-label="Settings sections" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {[
          ["profile", "Profile"],
          ["password", "Password"],
          ["sessions", "Devices"],
          ["appearance", "Appearance"],
          ["plan", "Plan"],
          ["branding", "Branding"],
          ["data", "Your data"],
          ["delete-account", "Delete account"],
        ].map(([id, label]) => (
          <a key={id} href={`#${id}`} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
            {label}
          </a>
        ))}
      </nav>
      <ProfileSection account={account} reply={reply} />
      <PasswordSection account={account} reply={reply} />
      <SessionsSection sessions={sessions} />
      <SettingsSection id="appearance" title="Appearance" description="Light, dark, or the same as your device.">
        <ThemePicker className="max-w-sm" />
        <noscript>
          <p className="text-sm text-muted-foreground">Choosing a theme needs JavaScript; without it InsightLab follows your device.</p>
        </noscript>
      </SettingsSection>
      <PlanSection plan={plan} reply={reply} />
      <BrandingSection branding={branding} reply={reply} />
      <DataExportSection latest={dataExport} />
      <DeleteAccountSection email={account.email} ownedTeams={ownedTeams} impact={deleteImpact} reply={reply} />
    </div>
  );
}
