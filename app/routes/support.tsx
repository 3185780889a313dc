import type { MetaFunction } from "@remix-run/cloudflare";
import { SupportPage } from "~/components/marketing/pages/support-page";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Support",
    description: "Get help with InsightLab: documentation, help center, tutorials, and a support team that replies within one business day.",
  });

export default SupportPage;
