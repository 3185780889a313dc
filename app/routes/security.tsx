import type { MetaFunction } from "@remix-run/cloudflare";
import { SecurityPage } from "~/components/marketing/pages/security-page";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Security",
    description: "How InsightLab protects your data: owner-only access, encryption, signed expiring links, hardened sign-in, strict CSP and scheduled deletion.",
  });

export default SecurityPage;
