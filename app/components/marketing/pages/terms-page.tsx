import { SUPPORT_EMAIL } from "../site-links";
import { PageShell, Prose } from "./page-shell";
import { PlanLimitsTable } from "./plan-facts";
import { LEGAL_UPDATED } from "./privacy-page";

export function TermsPage() {
  return (
    <PageShell
      eyebrow="Legal"
      title="Terms of Service"
      intro="The agreement between you and InsightLab when you use the website and the application."
      updated={LEGAL_UPDATED}
    >
      <Prose>
        <h2>1. The service</h2>
        <p>
          InsightLab lets you upload data files, ask questions about them in plain English, and receive charts, tables,
          summaries, cleaned copies and exports. By creating an account or using the service you agree to these terms.
          If you use InsightLab for an organisation, you confirm you may accept them on its behalf.
        </p>

        <h2>2. Your account</h2>
        <ul>
          <li>Give accurate information and keep your password confidential. You are responsible for activity under your account.</li>
          <li>Tell us promptly at {SUPPORT_EMAIL} if you suspect unauthorised use.</li>
          <li>You must be at least 16 years old to create an account.</li>
        </ul>

        <h2>3. Your data</h2>
        <p>
          You keep all rights to the files you upload and to the results you create. You give InsightLab permission to
          store, process and transform your data only as needed to provide the service to you — for example, to profile
          columns, run analyses, create cleaned copies and generate exports. We do not sell your data or use it to train
          AI models. The <a href="/privacy">Privacy Policy</a> explains what we collect and how long we keep it.
        </p>
        <p>
          You are responsible for having the right to upload the data you use, including any personal data it contains,
          and for complying with the laws that apply to it.
        </p>

        <h2>4. Acceptable use</h2>
        <p>Do not use InsightLab to:</p>
        <ul>
          <li>upload malware, or data you have no right to process;</li>
          <li>try to access other users' data or probe, overload or disrupt the service (good-faith security research is welcome under the process on our <a href="/security">Security page</a>);</li>
          <li>circumvent plan limits, rate limits or access controls, or resell the service without our written agreement.</li>
        </ul>

        <h2>5. Plans, limits and retention</h2>
        <p>
          Each plan includes the limits below. Uploaded files are deleted automatically at the end of the plan's retention
          period; download anything you need to keep.
        </p>
        <PlanLimitsTable columns={["files", "size", "queries", "retention"]} />
        <p>
          When a limit is reached, the action is refused with an explanation and an offer to upgrade; nothing you already
          have is removed. Plan changes are confirmed by email. Paid plans, once billing opens, renew monthly or yearly as
          chosen and can be cancelled for the end of the current period. Enterprise Team terms are agreed in writing.
        </p>

        <h2>6. AI-generated answers</h2>
        <p>
          InsightLab computes every figure from your data with its own analysis engine and shows how each question was
          interpreted. Interpretation of a question can still be wrong, and results are only as good as the data
          provided. Check the plan shown with each answer, and verify important figures before you rely on them for
          financial, legal, medical or other consequential decisions.
        </p>

        <h2>7. Availability and changes</h2>
        <p>
          We work to keep InsightLab available and fast, but the service is provided “as is” and may occasionally be
          interrupted for maintenance or by events outside our control. We may improve and change features; if a change
          materially reduces what a paid plan includes, we will tell you in advance.
        </p>

        <h2>8. Ending the agreement</h2>
        <p>
          You can stop using InsightLab and ask us to delete your account at any time. We may suspend or close accounts
          that break these terms, after notice where reasonable. When an account is closed, its data is deleted as
          described in the Privacy Policy.
        </p>

        <h2>9. Liability</h2>
        <p>
          To the extent the law allows, InsightLab is not liable for indirect or consequential losses, or for decisions
          made on the basis of results, and our total liability for any claim is limited to the amount you paid us in the
          twelve months before it. Nothing in these terms limits liability that cannot be limited by law.
        </p>

        <h2>10. Changes to these terms</h2>
        <p>
          We will email account holders about material changes at least 30 days before they take effect. Continuing to
          use the service after that means you accept the updated terms.
        </p>

        <h2>11. Contact</h2>
        <p>
          Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or the{" "}
          <a href="/contact">contact form</a>.
        </p>
      </Prose>
    </PageShell>
  );
}
