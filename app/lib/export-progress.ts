// An export's progress, 0–100, as its job records it and its status page words it: the report's analyses
// run again on the current data first, then the file is drawn.

/** Progress reached once every analysis has run again; drawing the file takes the rest. */
export const EXPORT_ANALYSES_SHARE = 80;

/** The step an export is at, for its status page. */
export function exportProgressPhrase(progress: number): string {
  return progress < EXPORT_ANALYSES_SHARE ? `Running the analyses again on your current data (${progress} %).` : `Drawing the file (${progress} %).`;
}
