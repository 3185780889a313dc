/** The progress bar of a job the page waits for (an export being made, a question answered in the background). */
export function JobProgressBar({ label, percent, testId }: { label: string; percent: number; testId: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent} %`}
      data-testid={testId}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
    </div>
  );
}
