// The "Sheet" selector of a workbook's dataset page. A workbook the server read switches with a form post
// (`intent=sheet`, works without JavaScript); one too large for the server was converted in the browser, so
// another sheet is converted there too — which needs JavaScript, and says so when it is off.
import { Form, useNavigate, useRevalidator } from "@remix-run/react";
import { Loader2 } from "lucide-react";
import { useState, useSyncExternalStore, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { switchConvertedSheet, type SheetSwitchStep } from "./upload-client";
import { WorkspaceErrorMessage } from "./upgrade-prompt";
import { countOf } from "../../../engine/narrate/words";

interface SheetSelectorProps {
  dataset: { id: string; sheet: string | null; convertedInBrowser: boolean; sheets: { name: string; rows: number | null }[] };
}

const STEP_LABELS: Record<SheetSwitchStep, string> = {
  downloading: "Fetching the workbook…",
  converting: "Converting sheet…",
  detecting: "Detecting columns…",
};

/** Nothing to subscribe to: the snapshot only tells the server render and hydration (false) from the client (true). */
const noSubscription = () => () => undefined;

const boxClass = "flex flex-wrap items-end gap-3 rounded-lg border bg-muted/30 p-4";

function SheetSelect({ dataset, disabled }: SheetSelectorProps & { disabled?: boolean }) {
  return (
    <label className="space-y-1 text-sm">
      <span className="block font-medium">Sheet</span>
      <select name="sheet" defaultValue={dataset.sheet ?? ""} disabled={disabled} className="h-9 rounded-md border bg-background px-3 text-sm" aria-label="Sheet">
        {dataset.sheets.map((s) => (
          <option key={s.name} value={s.name}>
            {s.rows === null ? s.name : `${s.name} (${countOf(s.rows, "row")})`}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SheetSelector({ dataset }: SheetSelectorProps) {
  if (dataset.sheets.length < 2) return null;
  if (dataset.convertedInBrowser) return <ConvertedSheetSelector dataset={dataset} />;
  return (
    <Form method="post" className={boxClass}>
      <input type="hidden" name="intent" value="sheet" />
      <SheetSelect dataset={dataset} />
      <Button type="submit" variant="outline">
        Use this sheet
      </Button>
      <p className="text-sm text-muted-foreground">This workbook has {dataset.sheets.length} sheets. We opened the first one with data.</p>
    </Form>
  );
}

function ConvertedSheetSelector({ dataset }: SheetSelectorProps) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [step, setStep] = useState<SheetSwitchStep | null>(null);
  const [error, setError] = useState<{ message: string; upgradeRequired?: boolean } | null>(null);

  if (!hydrated) {
    // Without JavaScript (and before hydration) nothing here could switch the sheet: say so instead.
    return (
      <div className={boxClass} data-testid="sheet-needs-javascript">
        <p className="text-sm text-muted-foreground">
          This workbook has {dataset.sheets.length} sheets; you are looking at {dataset.sheet ? `“${dataset.sheet}”` : "the first one with data"}. It is too
          large for the server to read, so it was converted in your browser — switching sheets needs JavaScript.
        </p>
      </div>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sheet = String(new FormData(event.currentTarget).get("sheet") ?? "");
    if (!sheet || sheet === dataset.sheet) return;
    setError(null);
    const outcome = await switchConvertedSheet(dataset.id, sheet, setStep);
    setStep(null);
    if (!outcome.ok) setError(outcome.error);
    if (outcome.ok && outcome.datasetId !== dataset.id) navigate(`/dashboard/data-analysis/${outcome.datasetId}?readFrom=${dataset.id}`);
    else revalidator.revalidate();
  }

  return (
    <div className="space-y-3">
      <form onSubmit={onSubmit} className={boxClass} aria-busy={step !== null}>
        <SheetSelect dataset={dataset} disabled={step !== null} />
        <Button type="submit" variant="outline" disabled={step !== null}>
          Use this sheet
        </Button>
        {step ? (
          <p role="status" data-testid="sheet-progress" className="flex items-center gap-2 text-sm">
            <Loader2 aria-hidden className="size-4 animate-spin text-primary" /> {STEP_LABELS[step]}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            This workbook has {dataset.sheets.length} sheets. It is too large for the server, so the sheet you choose is converted in your browser.
          </p>
        )}
      </form>
      <WorkspaceErrorMessage error={error} />
    </div>
  );
}
