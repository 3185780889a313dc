import type { MetaFunction } from "@remix-run/cloudflare";
import { TermsPage } from "~/components/marketing/pages/terms-page";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Terms of Service",
    description: "The terms for using InsightLab: accounts, your data, acceptable use, plans and limits, AI-generated answers and liability.",
  });

export default TermsPage;
