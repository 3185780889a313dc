import type { MetaFunction } from "@remix-run/cloudflare";
import { PrivacyPage } from "~/components/marketing/pages/privacy-page";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "How InsightLab handles your data: owner-only access, what the AI sees, where files are stored, retention periods per plan, cookies and your rights.",
  });

export default PrivacyPage;
