// /documentation (SPEC §2): search and tabs come from the query string (?q=…&tab=…), so the page works without JavaScript.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useSearchParams } from "@remix-run/react";
import { DocumentationPage } from "~/components/docs/documentation-page";
import { PublicLayout } from "~/components/marketing/public-layout";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Documentation",
    description:
      "Guides for InsightLab: getting started, uploading CSV, Excel and JSON files, AI analysis, data cleaning, charts, exports and plan limits.",
  });

export default function Documentation() {
  const [params] = useSearchParams();
  return (
    <PublicLayout solidNav>
      <DocumentationPage initialTerm={params.get("q") ?? ""} initialTab={params.get("tab") ?? "all"} />
    </PublicLayout>
  );
}
