import type { MetaFunction } from "@remix-run/cloudflare";
import { TutorialsPage } from "~/components/marketing/pages/tutorials-page";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Tutorials",
    description: "Step-by-step InsightLab walkthroughs: your first analysis, Excel workbooks, trends with follow-ups, data cleaning, reports and charts.",
  });

export default TutorialsPage;
