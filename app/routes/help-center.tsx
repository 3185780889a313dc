import type { MetaFunction } from "@remix-run/cloudflare";
import { HelpCenterPage } from "~/components/marketing/pages/help-center-page";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Help Center",
    description: "Answers to common questions about InsightLab: access, file types and limits, retention, answers, AI usage, privacy and security.",
  });

export default HelpCenterPage;
