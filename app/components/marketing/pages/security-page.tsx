import { KeyRound, Lock, ServerCog, ShieldCheck, Timer, UserCheck, type LucideIcon } from "lucide-react";
import { SECURITY_EMAIL } from "../site-links";
import { PageShell, Prose } from "./page-shell";
import { PlanLimitsTable } from "./plan-facts";

const PILLARS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: UserCheck,
    title: "Owner-only access",
    text: "Every request for a file, a conversation, a saved answer or a report is checked on the server: its owner, or a team it was shared with, by role.",
  },
  { icon: Lock, title: "Encrypted everywhere", text: "HTTPS for all traffic; files in Cloudflare R2 are encrypted at rest." },
  { icon: ServerCog, title: "Our engine does the maths", text: "AI proposes a checked analysis plan; no model-written code ever runs." },
  { icon: Timer, title: "Deleted on schedule", text: "Files and everything derived from them expire with your plan's retention period." },
  { icon: KeyRound, title: "Strong sign-in", text: "Salted PBKDF2 password hashes, HttpOnly session cookies, rate-limited attempts." },
  { icon: ShieldCheck, title: "Hardened web app", text: "A Content Security Policy with no inline script but the page's own, same-origin checks on every change, no third-party scripts." },
];

export function SecurityPage() {
  return (
    <PageShell
      eyebrow="Trust"
      title="Security at InsightLab"
      intro="You trust us with the numbers that run your business. Here is exactly how we protect them."
      wide
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {PILLARS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border bg-card p-6 shadow-xs">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <h2 className="mt-4 font-semibold">{title}</h2>
            <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>

      <Prose className="mx-auto mt-14 max-w-3xl">
        <h2>Your data stays yours</h2>
        <p>
          Uploaded files are stored byte for byte as you sent them, under a storage key tied to your account, and are
          never modified. Every page and API that reads a file, a conversation or a saved analysis looks it up{" "}
          <strong>together with its owner</strong>; asking for someone else's item gives the same answer as asking for
          one that does not exist.
        </p>

        <h2>Teams (Enterprise)</h2>
        <ul>
          <li>
            Nothing is shared until its owner shares it with a team. Members then get what their role allows, checked on
            the server for every request: viewers open, ask questions of and export; editors also change; admins also
            delete, stop sharing and manage members; the owner also hands the team over. Conversations stay private.
          </li>
          <li>
            Sharing one item shares nothing else: an editor of a shared report or dashboard is offered, and can add, only
            the owner's saved analyses that were shared with them too. Every id a member submits goes through the same
            check as opening that item.
          </li>
          <li>
            Invitations are links signed with our server key, tied to the invited email address, valid for seven days and
            usable once; we store only a hash of them. A changed, expired or used link is refused with the reason.
          </li>
          <li>
            Uploads, deletions, shares, exports, invitations and role changes are written to an audit log that team owners
            and admins can filter and download as CSV (with spreadsheet formulas defused).
          </li>
          <li>
            An automated test visits every page and API as the owner, as an admin, an editor and a viewer of a team the
            owner's file is shared with, as another user and signed out, and checks each answer.
          </li>
        </ul>

        <h2>Exports and downloads</h2>
        <ul>
          <li>
            Exported files are downloaded through links signed with our server key that expire after 24 hours; a link
            works only exactly as it was issued.
          </li>
          <li>
            Exports are made in turns between people: while one of your exports is being made, your next ones wait, so
            nobody's burst of exports holds up anyone else's.
          </li>
          <li>
            A branding logo is refused when it would decode to more than a million pixels, and a PNG or JPEG logo larger than report
            covers draw it is stored scaled down to that size.
          </li>
        </ul>

        <h2>How the AI is kept at arm's length</h2>
        <p>
          When you ask a question, the AI model receives only your <strong>column names and types, column profiles
          (counts, ranges, common values) and a few sample values</strong>, plus the conversation so far. It answers with
          an analysis plan — structured data describing filters, groupings and measures. The plan is validated against
          your dataset and executed by InsightLab's own analysis engine. No code written by a model is executed, and the
          model never sees the full file. A deterministic built-in planner answers the questions it is sure of without
          the model; if the AI service is unavailable, it asks back about the rest instead of guessing.
        </p>

        <h2>Uploads are checked before they are stored</h2>
        <ul>
          <li>Only CSV, XLSX, XLS and JSON files are accepted, and the file's content must match its extension.</li>
          <li>Size, storage and file-count limits are checked before the file is read, and reserved so that parallel uploads cannot exceed them.</li>
          <li>
            Files are parsed as data only: formulas and macros in workbooks are never executed, and a workbook's links to
            other workbooks or web addresses are never opened (we read the values saved in the file).
          </li>
          <li>
            A file whose contents do not match its name, a damaged or truncated workbook, or a zip bomb is refused with the
            reason, and nothing of it is kept.
          </li>
        </ul>

        <h2>Accounts and sessions</h2>
        <ul>
          <li>Passwords are hashed with PBKDF2-SHA256 (100,000 iterations, random salt); we never store or log them.</li>
          <li>
            Session identifiers are 256-bit random values in HttpOnly, SameSite=Lax cookies; our database keeps only their
            SHA-256 hash. Sessions expire after 30 days without use. Over HTTPS every cookie we set is{" "}
            <code>Secure</code> and <code>__Host-</code> prefixed (<code>__Host-session</code>), so the browser sends it
            only to this exact host and no other site or subdomain can set or replace it.
          </li>
          <li>
            Password reset links are single-use and expire after one hour; email confirmation links after seven days.
            Confirming an address never approves a password that was not proven with it. A confirmation link confirms
            at once only in a browser already signed in to that account; anywhere else it asks to sign in to the account
            first, or to choose a new password, which removes the old one and signs out every session. So someone who
            signs up with your address cannot keep their password once you open the link, and the link never signs
            anyone in by itself.
          </li>
          <li>
            Emailed links (reset, confirmation, invitation, email change) always point to our configured address, never
            to the address a request claims to be for.
          </li>
          <li>
            Changing your email in Settings answers the same whether or not another account uses the new address; the
            mail to that address says what happened.
          </li>
          <li>
            Sign-in, sign-up, password reset and the public forms (waitlist, demo requests, contact) are rate-limited per IP
            address (the one Cloudflare's network reports, which a client cannot set), and questions about your data and
            exports (ten a minute, on every plan) per person; the limits slide over time (no fresh allowance at a clock
            boundary), and a refused request is told when to try again (<code>429</code> with <code>Retry-After</code>).
            Repeated failed sign-ins on one account are slowed down rather than locking the owner out. A sign-up with an
            address that already has an account changes nothing and mails that account's owner instead.
          </li>
          <li>Google sign-in uses OpenID Connect with PKCE.</li>
          <li>
            Signing in with Google or another identity provider needs an email address the provider has verified, taken
            only from its signed token. If an account with that address was made but its address never confirmed, the
            verified sign-in takes it over: the password set before is removed and every session of it ends, so whoever
            made it with your address cannot keep a way in. A password reset unlinks the identity providers linked
            before.
          </li>
        </ul>

        <h2>The web application</h2>
        <ul>
          <li>
            A <strong>Content Security Policy</strong> on every response: scripts only from our own origin, and no inline
            script except the page's own start-up scripts, each carrying a random nonce made for that one response (no{" "}
            <code>'unsafe-inline'</code> and no <code>eval</code> for scripts); connections only to our own origin; the
            single allowed frame is the privacy-enhanced YouTube player for the demo video. Inline styles are allowed.
          </li>
          <li>
            No other site may show our pages in a frame (<code>frame-ancestors 'none'</code> and{" "}
            <code>X-Frame-Options: DENY</code>), which blocks clickjacking.
          </li>
          <li>Every state-changing request must come from our own pages (same-origin check), which blocks cross-site request forgery.</li>
          <li>
            HTTPS is enforced with HSTS (two years, subdomains included), with <code>X-Content-Type-Options: nosniff</code>{" "}
            and a strict referrer policy on every response.
          </li>
          <li>
            These headers and the cookie attributes are checked by automated tests; a test in a
            real browser checks that the page's own scripts run under the policy and an injected inline script does not.
          </li>
          <li>No third-party analytics, advertising or tracking scripts.</li>
        </ul>

        <h2>How we test it</h2>
        <p>Our automated test suite checks, among other things:</p>
        <ul>
          <li>
            <strong>Access</strong>: every page, form, API and download link, requested as the owner, as another user,
            signed out, and as an admin, editor and viewer of a team — each must get exactly the expected answer; a new
            page without an entry in that table fails the test.
          </li>
          <li>
            <strong>Hostile input</strong>: random bytes under every accepted file extension, truncated workbooks, zip
            bombs, macro workbooks renamed, workbooks linked to web addresses, a 10 MB single-line CSV, 5,000 columns,
            JSON nested 100,000 deep, <code>__proto__</code> keys, invalid UTF-8 and spreadsheet formulas; every form and
            JSON endpoint with oversized, malformed and wrongly typed bodies; the public forms with missing fields and
            unusual Unicode; markup in names that pages show back. Each gets a specific refusal or is read as plain data — never a server error, never
            a half-stored file — and the service keeps answering.
          </li>
          <li>
            <strong>Faults</strong>: storage failing during an upload (no record left pointing at a missing file), the
            database failing during sign-up (no half-created account), a background job crashing half-way (retried without
            a duplicate file), and a session ending in the middle of a multi-step task (sign in again and carry on).
          </li>
          <li>
            <strong>Logs</strong>: one structured line per event carrying the request's id (also sent back in the{" "}
            <code>X-Request-Id</code> header), errors logged once with their cause; a test reads every line written while
            accounts, uploads and questions are handled and fails on any email address, password, token or secret.
          </li>
        </ul>

        <h2>Infrastructure</h2>
        <p>
          InsightLab runs on Cloudflare's global network: requests are served close to you, with DDoS protection in
          front of the application. Metadata lives in Cloudflare D1 and files in Cloudflare R2; large files are read by
          a separate background worker.
        </p>

        <h2>Retention</h2>
        <p>A scheduled job runs every hour and deletes files and the data derived from them whose retention period has ended:</p>
        <PlanLimitsTable columns={["retention"]} />

        <h2>Reporting a vulnerability</h2>
        <p>
          If you believe you have found a security issue, email <a href={`mailto:${SECURITY_EMAIL}`}>{SECURITY_EMAIL}</a>{" "}
          with the steps to reproduce it. We acknowledge reports within two business days, keep you informed while we fix
          it, and will not take action against good-faith research that avoids other users' data and service disruption.
        </p>
      </Prose>
    </PageShell>
  );
}
