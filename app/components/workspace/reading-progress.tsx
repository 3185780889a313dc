// How far the background reading of a big file has got, as the queue's slices report it: rows built so far and bytes
// of the file read. Shown once the first slice has ended (before that nothing is known, and nothing is claimed).
import { JobProgressBar } from "~/components/workspace/job-progress-bar";
import { formatFileSize } from "~/lib/format-file-size";

export function ReadingProgress({ reading, byteSize }: { reading: { rows: number; bytes: number }; byteSize: number }) {
  const percent = byteSize > 0 ? Math.min(99, Math.floor((100 * reading.bytes) / byteSize)) : 0;
  return (
    <div className="space-y-1" data-testid="reading-progress">
      <p className="text-sm">
        {`${reading.rows.toLocaleString("en-US")} rows read so far (${formatFileSize(reading.bytes)} of ${formatFileSize(byteSize)}).`}
      </p>
      <JobProgressBar label="Progress of reading the file" percent={percent} testId="reading-progress-bar" />
    </div>
  );
}
