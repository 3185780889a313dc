// Where a question is worked out, decided before it runs from what it will read of the stored file (engine
// estimateRead: batches left after batch statistics skip some, values decoded, byte-range reads): inside the
// request when that fits the work a request does while someone waits, in the JOBS queue when it does not, and
// not at all when it would pass what one queue run may do — each with a sentence saying which limit and what
// happens. Pure: the figures come in, the route and its words go out.
import type { ReadEstimate } from "../../../engine/execute/read-estimate";

export interface QuestionBudget {
  /** Rows × columns decoded: a scan's CPU time grows with it (measured 25–160 million a second, bench/big). */
  values: number;
  /** Byte-range reads of the stored file: each is one R2 request, a subrequest of the Worker's run. */
  rangeReads: number;
}

/**
 * What a question may read inside the page's request (decision 0037): 64 million values, about a second of CPU at
 * the slowest of bench/big's five questions (a month bucket, 54 million values a second in one Node process) and
 * under 3 s at the slowest rate seen on any plan (25 million), far inside a request's 30 s of CPU; and 600 range
 * reads, which the scan's read-ahead keeps six at a time (a Worker's connections at once): about a second at R2's
 * ~10 ms a read, and under the 1,000 subrequests a run may make, with room for its D1 calls. A two- or
 * three-column question on 17M rows fits the values; one over two columns apart in the file fits the reads.
 */
export const REQUEST_BUDGET: QuestionBudget = { values: 64_000_000, rangeReads: 600 };

/**
 * Cloudflare's limit on subrequests in one run of a Worker on the paid plan (R2 and D1 calls count); newer plans
 * may raise it, this assumes the lower figure.
 */
export const SUBREQUEST_LIMIT = 1_000;

/**
 * What one run of the queue consumer may read for a question: its CPU time (30 s by default) at the slowest
 * measured rate with room to spare, and the subrequest limit less room for its own D1 writes.
 */
export const QUEUE_BUDGET: QuestionBudget = { values: 600_000_000, rangeReads: SUBREQUEST_LIMIT - 100 };

export type QuestionRoute =
  | { run: "request" }
  /** `oneReadPerSegment`: read each batch in one range, so the reads stay under the subrequest limit. */
  | { run: "queue"; oneReadPerSegment: boolean; reason: string }
  | { run: "refused"; message: string };

const count = (n: number) => n.toLocaleString("en-US");

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB`;
}

const IN_BACKGROUND = "It is worked out in the background; this page shows its progress and the answer appears here when it is ready.";

const NARROW = 'Narrow it — a period ("in March 2024") or a filter on a column the file is sorted by reads less — and ask again.';

export interface QuestionCost {
  /** What the question's plans read; null when no plan is known before it runs (Workers AI plans it). */
  plans: ReadEstimate | null;
  /** A pass over the whole file the question needs first (the planner's facts on a file's first question). */
  firstPass: ReadEstimate | null;
  /** Reading every column of every batch: the bound used when the plan is not known. */
  wholeFile: ReadEstimate;
}

function sum(a: ReadEstimate, b: ReadEstimate | null): ReadEstimate {
  if (!b) return a;
  return {
    batches: a.batches + b.batches,
    rows: a.rows + b.rows,
    values: a.values + b.values,
    bytes: a.bytes + b.bytes,
    rangeReads: a.rangeReads + b.rangeReads,
    rangeReadsOnePerSegment: a.rangeReadsOnePerSegment + b.rangeReadsOnePerSegment,
    exact: a.exact && b.exact,
  };
}

/** Where a question with these costs runs, and the words the person reads about it. */
export function routeQuestion(cost: QuestionCost, request: QuestionBudget = REQUEST_BUDGET, queue: QuestionBudget = QUEUE_BUDGET): QuestionRoute {
  const known = cost.plans ? sum(cost.plans, cost.firstPass) : null;
  // Without a plan the question may read anything: the whole file is the bound (never a reason to refuse).
  const bound = known ?? sum(cost.wholeFile, cost.firstPass);
  if (bound.values <= request.values && bound.rangeReads <= request.rangeReads) return { run: "request" };

  if (known && known.exact) {
    if (known.values > queue.values)
      return {
        run: "refused",
        message: `This question would read ${count(known.values)} values (${count(known.rows)} rows of the columns it uses), more than one run can work through: a run has about 30 seconds of processor time, enough for ${count(queue.values)}. ${NARROW}`,
      };
    if (known.rangeReadsOnePerSegment > queue.rangeReads)
      return {
        run: "refused",
        message: `This question would read ${count(known.batches)} parts of the stored file, and one run may make at most ${count(SUBREQUEST_LIMIT)} requests to storage (Cloudflare's limit). ${NARROW}`,
      };
  }
  const oneReadPerSegment = bound.rangeReads > queue.rangeReads;
  const what = known
    ? `This question reads ${count(known.rows)} rows (${megabytes(known.bytes)} of the stored file in ${count(known.rangeReads)} reads)`
    : `This file has ${count(cost.wholeFile.rows)} rows and this question is planned as it runs`;
  const firstPass = cost.firstPass ? ", and a first question on a file first learns its values" : "";
  return {
    run: "queue",
    oneReadPerSegment,
    reason: `${what}${firstPass}: more than is worked out while you wait (${count(request.values)} values or ${count(request.rangeReads)} reads). ${IN_BACKGROUND}`,
  };
}

/**
 * Where a file's first question runs when the planner's facts pass (`firstPass`) alone passes the request's budget:
 * the queue, with the plan unknown until then (so bounded by `wholeFile`); null when the pass fits the request.
 */
export function routeFirstPass(firstPass: ReadEstimate, wholeFile: ReadEstimate, request: QuestionBudget = REQUEST_BUDGET, queue: QuestionBudget = QUEUE_BUDGET): Extract<QuestionRoute, { run: "queue" }> | null {
  if (firstPass.values <= request.values && firstPass.rangeReads <= request.rangeReads) return null;
  return {
    run: "queue",
    oneReadPerSegment: firstPass.rangeReads + wholeFile.rangeReads > queue.rangeReads,
    reason: `This is the first question on this file, and it first learns the values of its columns (${count(firstPass.rows)} rows, ${megabytes(firstPass.bytes)} of the stored file): more than is worked out while you wait (${count(request.values)} values or ${count(request.rangeReads)} reads). ${IN_BACKGROUND}`,
  };
}
