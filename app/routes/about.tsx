import type { MetaFunction } from "@remix-run/cloudflare";
import { AboutPage } from "~/components/marketing/pages/about-page";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "About",
    description: "InsightLab is an AI-powered analytics lab for business teams: plain-English questions, answers you can check, private by default.",
  });

export default AboutPage;
