import type { TestBuild } from "./test-build.mjs";
export interface TestServer {
  baseURL: string;
  port: number;
  /** The DevTools inspector of the Workers (heap measurements in benchmarks). */
  inspectorPort: number;
  persistTo: string;
  /** wrangler's process id, the leader of the process group its workerd runs in (a bench reads workerd's memory and CPU). */
  pid: number;
  stop(): Promise<void>;
  /** The last 20 kB of wrangler's output. */
  output(): string;
}
export function freePort(): Promise<number>;
/** `logLevel`: wrangler's (WRANGLER_LOG; "warn" unless given): "log" keeps the Workers' console.info lines in `output()`. */
export function startTestServer(build: Pick<TestBuild, "appScript" | "reportsScript" | "clientDir">, options?: { vars?: Record<string, string>; logLevel?: "warn" | "info" | "log" | "debug" }): Promise<TestServer>;
