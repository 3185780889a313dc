// The empty state for tiles: a dashboard is made of saved analyses, and this says how to save one.
import { Link } from "@remix-run/react";
import { buttonVariants } from "~/components/ui/button";

export function NoSavedAnalyses() {
  return (
    <div className="space-y-3 rounded-lg border border-dashed p-4" data-testid="no-analyses">
      <p className="text-sm text-muted-foreground">
        You have no saved analyses yet. Charts and KPI tiles come from them: upload a file in Data Analysis, ask a question about it in AI Analysis, and choose “Save as analysis”
        under the answer. Text tiles need nothing saved.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/dashboard/data-analysis" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Go to Data Analysis
        </Link>
        <Link to="/dashboard/ai-analysis" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          Ask in AI Analysis
        </Link>
      </div>
    </div>
  );
}
