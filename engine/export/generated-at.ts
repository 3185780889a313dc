// When a report was generated, as its cover says it: "Nov 24, 2026 09:30 UTC".
import { formatDateLabel } from "../format";

export function generatedAt(iso: string): string {
  const timed = /T\d{2}:\d{2}/.test(iso);
  const label = formatDateLabel(iso.replace(/Z$/, ""), undefined, timed);
  return label === iso ? iso : `${label}${timed ? " UTC" : ""}`;
}
