// Upload: drag-and-drop or a file picker. Without JavaScript it is a plain multipart form post; with it,
// the transfer runs through XMLHttpRequest for a real progress bar, then the processing steps follow the server.
import { useNavigate, useRevalidator } from "@remix-run/react";
import { Check, FileUp, Loader2 } from "lucide-react";
import { useRef, useState, type DragEvent, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { UPLOAD_ACCEPT, formatFromFileName, UNSUPPORTED_FORMAT_MESSAGE } from "~/lib/dataset-formats";
import { formatFileSize } from "~/lib/format-file-size";
import { EMPTY_FILE_MESSAGE, backgroundReadNote, sizeRefusal, type UploadAllowance, type WorkbookCeilings, workbookNote } from "~/lib/upload-limits";
import { cn } from "~/lib/utils";
import { WorkspaceErrorMessage } from "./upgrade-prompt";
import { uploadDataset, type UploadStep } from "./upload-client";

const STEPS: { id: Exclude<UploadStep, "idle" | "error">; label: string }[] = [
  { id: "uploading", label: "Uploading" },
  { id: "validating", label: "Validating" },
  { id: "detecting", label: "Detecting columns" },
  { id: "ready", label: "Ready" },
];

export interface UploadPanelProps {
  /** The most this user may upload now: the hint under the drop zone, and the check before anything is sent. */
  allowance: UploadAllowance;
  /** An error from the no-JavaScript form post. */
  serverError?: { message: string; upgradeRequired?: boolean } | null;
  /** Largest workbook of each format the server opens; larger ones are converted to CSV in the browser. */
  workbookCeilings: WorkbookCeilings;
}

/** Why `file` cannot be uploaded, known before a byte is sent (the server checks the same again). */
function refusalBeforeSending(file: File, allowance: UploadAllowance): { message: string; upgradeRequired?: boolean } | null {
  if (!formatFromFileName(file.name)) return { message: UNSUPPORTED_FORMAT_MESSAGE };
  if (file.size === 0) return { message: EMPTY_FILE_MESSAGE };
  return sizeRefusal(file.size, allowance);
}

export function UploadPanel({ allowance, serverError, workbookCeilings }: UploadPanelProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [step, setStep] = useState<UploadStep>("idle");
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<{ message: string; upgradeRequired?: boolean } | null>(null);
  const busy = step !== "idle" && step !== "error" && step !== "ready";

  function choose(next: File | null) {
    setError(null);
    setStep("idle");
    setPercent(0);
    const refusal = next && refusalBeforeSending(next, allowance);
    if (refusal) {
      setFile(null);
      setError({ message: refusal.message, upgradeRequired: refusal.upgradeRequired });
      return;
    }
    setFile(next);
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files?.[0] ?? null;
    if (dropped && inputRef.current) {
      // Keep the input in step so a no-JS-style submit would carry the same file.
      const transfer = new DataTransfer();
      transfer.items.add(dropped);
      inputRef.current.files = transfer.files;
    }
    choose(dropped);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file || busy) return;
    setError(null);
    const result = await uploadDataset(
      file,
      {
        onStep: setStep,
        onProgress: (loaded, total) => setPercent(total > 0 ? Math.round((loaded / total) * 100) : 0),
      },
      workbookCeilings,
    );
    if (!result.ok) {
      setStep("error");
      setError(result.error);
      revalidator.revalidate();
      return;
    }
    setStep("ready");
    navigate(`/dashboard/data-analysis/${result.datasetId}`);
  }

  const currentIndex = STEPS.findIndex((s) => s.id === step);
  const readNote = backgroundReadNote(allowance);
  const bigWorkbookNote = workbookNote(allowance, workbookCeilings);
  return (
    <form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="space-y-4" aria-label="Upload a data file">
      <label
        htmlFor="dataset-file"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors",
          dragging ? "border-primary bg-primary/5" : "border-input hover:border-primary/60 hover:bg-muted/50",
        )}
      >
        <FileUp aria-hidden className="size-8 text-primary" />
        <span className="text-base font-medium">{file ? file.name : "Drop a file here, or click to choose one"}</span>
        <span className="text-sm text-muted-foreground">CSV, Excel (.xlsx, .xls) or JSON · up to {formatFileSize(allowance.maxBytes)}</span>
        <input
          ref={inputRef}
          id="dataset-file"
          name="file"
          type="file"
          required
          accept={UPLOAD_ACCEPT}
          className="sr-only"
          onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
        />
      </label>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <FileUp aria-hidden />}
          {busy ? "Uploading…" : "Upload file"}
        </Button>
        {file && !busy && <span className="text-sm text-muted-foreground">{formatFileSize(file.size)}</span>}
      </div>
      {readNote && (
        <p className="text-sm text-muted-foreground" data-testid="background-read-note">
          {readNote}
        </p>
      )}
      {bigWorkbookNote && (
        <p className="text-sm text-muted-foreground" data-testid="workbook-note">
          {bigWorkbookNote}
        </p>
      )}

      {step !== "idle" && step !== "error" && (
        <div className="space-y-3 rounded-lg border p-4" aria-live="polite" data-testid="upload-progress">
          <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {STEPS.map((s, i) => (
              <li
                key={s.id}
                data-state={i < currentIndex ? "done" : i === currentIndex ? "current" : "todo"}
                className={cn("flex items-center gap-1.5", i > currentIndex && "text-muted-foreground", i === currentIndex && "font-medium")}
              >
                {i < currentIndex || s.id === "ready" && step === "ready" ? (
                  <Check aria-hidden className="size-4 text-success" />
                ) : i === currentIndex ? (
                  <Loader2 aria-hidden className="size-4 animate-spin text-primary" />
                ) : (
                  <span aria-hidden className="size-4 rounded-full border" />
                )}
                {s.label}
              </li>
            ))}
          </ol>
          {step === "uploading" && <Progress value={percent} aria-label="Upload progress" />}
          {step === "uploading" && <p className="text-xs text-muted-foreground">{percent}% sent</p>}
        </div>
      )}

      <WorkspaceErrorMessage error={error ?? serverError} />
    </form>
  );
}
