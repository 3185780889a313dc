import { PRIVACY_EMAIL } from "../site-links";
import { PageShell, Prose } from "./page-shell";
import { PlanLimitsTable } from "./plan-facts";

export const LEGAL_UPDATED = "November 22, 2026";

export function PrivacyPage() {
  return (
    <PageShell
      eyebrow="Legal"
      title="Privacy Policy"
      intro="What InsightLab collects, why, where it is kept, who can see it, and how long it stays. Written to be read, not skimmed past."
      updated={LEGAL_UPDATED}
    >
      <Prose>
        <h2>The short version</h2>
        <ul>
          <li>
            <strong>Your files are yours.</strong> Only you can open the files you upload and the answers built from them.
            We never sell your data and never use it to train AI models.
          </li>
          <li>
            <strong>The AI sees a summary, not your file.</strong> To understand a question, the AI model receives your
            column names and types, summary statistics, a few sample values and the conversation — never the whole dataset.
            The numbers in every answer are computed by InsightLab's own analysis engine from your actual rows.
          </li>
          <li>
            <strong>Files are deleted on schedule.</strong> Each file is kept for your plan's retention period, then
            deleted automatically with everything derived from it. You can delete it sooner at any time.
          </li>
          <li>
            <strong>No tracking.</strong> No advertising or analytics cookies, no third-party trackers.
          </li>
        </ul>

        <h2>What we collect</h2>
        <h3>Your account</h3>
        <p>
          Your email address, your name, a username derived from your email, your plan and, if you sign up with a
          password, a salted PBKDF2-SHA256 hash of it (never the password itself). If you sign in with Google, we store
          Google's account identifier for you and the name and email Google shares.
        </p>
        <h3>Your data files and analyses</h3>
        <p>
          The files you upload (CSV, Excel or JSON), the column profiles and columnar copies we make to analyse them,
          cleaned copies you create, your questions, the answers, saved analyses, dashboards and reports.
        </p>
        <h3>Usage counts</h3>
        <p>
          How many AI queries, cleanings, exports and uploads you used each month, so plan allowances can be applied.
        </p>
        <h3>Forms on this site</h3>
        <p>
          When you join the waitlist we store your name, email address, country and your place in line. A demo request
          stores your email address; a contact message stores your name, email, topic and message.
        </p>
        <h3>Technical data</h3>
        <p>
          To stop abuse, we count requests per IP address for short windows (for example, sign-in attempts); these
          counters are deleted within a day. Our hosting provider keeps standard request logs for operating the service.
        </p>

        <h2>How we use it</h2>
        <ul>
          <li>To run the service: store and analyse your files, answer your questions, generate exports.</li>
          <li>To apply your plan's limits and show your usage in Settings.</li>
          <li>To email you about your account: verification, password resets, and replies to your messages.</li>
          <li>For the waitlist: to invite you to early access and send progress updates. You can ask us to remove you at any time.</li>
        </ul>

        <h2>Where your data lives</h2>
        <p>
          InsightLab runs on Cloudflare's global network. Account records, metadata and answers are stored in Cloudflare
          D1; uploaded files, cleaned copies and generated reports are stored in Cloudflare R2 object storage, which
          encrypts data at rest. All traffic uses HTTPS. AI questions are interpreted by a model hosted on Cloudflare
          Workers AI; we do not send your data to any other AI provider.
        </p>

        <h2>Who can see it</h2>
        <p>
          Every request for a file, answer, dashboard or report is checked against its owner: only you can access your
          data. Download links for exports are signed and expire after 24 hours. InsightLab staff do not open your files
          unless you ask us to in a support request, or the law requires it. On the Enterprise Team plan, data you choose
          to share with your team is visible to the members and roles you grant.
        </p>

        <h2>How long we keep it</h2>
        <p>Uploaded files, their cleaned copies and everything derived from them are deleted when the plan's retention period ends:</p>
        <PlanLimitsTable columns={["retention"]} />
        <ul>
          <li>Deleting a file removes it and everything derived from it immediately.</li>
          <li>Sign-in sessions expire after 30 days without use; password reset links after one hour.</li>
          <li>Generated exports are available through their link for 24 hours.</li>
          <li>Waitlist entries are kept until launch or until you ask us to remove them.</li>
          <li>When your account is deleted, your files, analyses and account record are deleted with it.</li>
        </ul>

        <h2>Cookies and browser storage</h2>
        <ul>
          <li>
            <strong>Session cookie</strong> — keeps you signed in; HttpOnly, so scripts cannot read it. A short-lived
            cookie protects the Google sign-in flow, and a one-minute cookie carries a notice (such as "Welcome back") to
            the next page.
          </li>
          <li>
            <strong>Local storage</strong> — your theme choice (<code>theme</code>) and whether you are signed in
            (<code>isAuthenticated</code>), so pages render correctly before they load.
          </li>
          <li>
            <strong>The demo video</strong> on the home page uses YouTube's privacy-enhanced mode (youtube-nocookie.com). It
            is loaded when you scroll to it or press play; YouTube's own privacy policy applies to the video player.
          </li>
        </ul>

        <h2>Your rights</h2>
        <p>
          You can see your files and answers in the app and delete any file at any time. For a copy of everything we
          hold about you, a correction, the deletion of your account, or any objection to how we process your data,
          write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We answer within 30
          days, and usually much sooner.
        </p>

        <h2>Changes</h2>
        <p>
          If we change this policy in a way that affects how your data is used, we will email account holders before the
          change takes effect. The date at the top shows the latest version.
        </p>

        <h2>Contact</h2>
        <p>
          Questions about privacy: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>, or use the{" "}
          <a href="/contact">contact form</a> and choose “Privacy or data request”.
        </p>
      </Prose>
    </PageShell>
  );
}
