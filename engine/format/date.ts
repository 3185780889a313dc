// Date labels for charts and sentences: "Mar 4, 2024", "Week of 4 Mar 2024", "Mar 2024", "Q1 2024", "2024".
import type { DateBucket } from "../plan/schema";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * Labels an ISO date cell ("2024-03-04" or "2024-03-04T14:30:00") at the precision of its bucket.
 * Text that is not an ISO date (weekday names, "Others") is returned unchanged.
 */
export function formatDateLabel(iso: string, bucket?: DateBucket, hasTime = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso);
  if (!match) return iso;
  const [, y, m, d, hh, mm] = match;
  const month = MONTHS[Number(m) - 1];
  const day = `${month} ${Number(d)}, ${y}`;
  switch (bucket) {
    case "year":
      return y;
    case "quarter":
      return `Q${Math.floor((Number(m) - 1) / 3) + 1} ${y}`;
    case "month":
      return `${month} ${y}`;
    case "week":
      // "Week of 3 Jun 2024": the day first, so the label does not read as a month with a stray number.
      return `Week of ${Number(d)} ${month} ${y}`;
    case "day":
      return day;
    default:
      return hasTime && hh !== undefined ? `${day} ${hh}:${mm}` : day;
  }
}
