import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAX_JOB_ATTEMPTS, retryDelaySeconds } from "./retry-policy";

describe("job retries", () => {
  it("back off 10, 20, 40 seconds, capped at 5 minutes", () => {
    expect([1, 2, 3].map(retryDelaySeconds)).toEqual([10, 20, 40]);
    expect(retryDelaySeconds(9)).toBe(300);
  });

  it("match the queue's max_retries and name its dead-letter queue", () => {
    const toml = readFileSync(new URL("../../../workers/reports/wrangler.toml", import.meta.url), "utf8");
    const jobsConsumer = toml.split("[[queues.consumers]]")[1];
    expect(jobsConsumer).toMatch(new RegExp(`max_retries = ${MAX_JOB_ATTEMPTS - 1}\\b`));
    expect(jobsConsumer).toContain('dead_letter_queue = "insightlab-jobs-failed"');
  });
});
