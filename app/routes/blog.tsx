import type { MetaFunction } from "@remix-run/cloudflare";
import { BlogPage } from "~/components/marketing/pages/blog-page";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Blog",
    description: "Notes from the InsightLab team: how answers are computed, cleaning data safely, and practical questions for your business data.",
  });

export default BlogPage;
