// A Worker isolate's own memory, read through the DevTools protocol (Runtime.getHeapUsage: the V8 heap, the
// array-buffer backing stores that typed arrays live in, and embedder memory), for the benches that run the
// Workers under wrangler dev. Locally workerd enforces no memory limit, so this is how a bench sees what an isolate
// would need against production's 128 MB.

interface HeapUsage {
  usedSize: number;
  backingStorageSize?: number;
  embedderHeapUsedSize?: number;
}

/** A V8 CPU profile as the DevTools protocol's Profiler.stop returns it. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Where an isolate spent one piece of work, from its CPU profile: busy time and the functions that took most. */
export interface ProfileSummary {
  /**
   * Sampled time the isolate was not idle (running JavaScript, collecting garbage, in a native call), in ms. The
   * profiler samples by wall clock: on a loaded machine time the thread waited for a core counts too.
   */
  busyMs: number;
  gcMs: number;
  /** The functions with the most self time: "name file:line", ms. */
  top: { name: string; ms: number }[];
}

/** Self time per function of a profile (ms), the idle and garbage-collector pseudo-frames apart. */
export function summarizeProfile(profile: CpuProfile, topN = 8): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  let busy = 0;
  let gc = 0;
  for (let s = 0; s < profile.samples.length; s++) {
    const frame = byId.get(profile.samples[s])!;
    // A sample's time is the delta to the next one.
    const ms = (profile.timeDeltas[s + 1] ?? 0) / 1000;
    if (frame.functionName === "(idle)") continue;
    busy += ms;
    if (frame.functionName === "(garbage collector)") gc += ms;
    const name = `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop() ?? ""}:${frame.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + ms);
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, topN).map(([name, ms]) => ({ name, ms }));
  return { busyMs: busy, gcMs: gc, top };
}

/** wrangler dev's inspector proxy: one target, the first Worker of the configuration. */
export async function wranglerInspectorUrl(inspectorPort: number): Promise<string> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  return targets[0].webSocketDebuggerUrl;
}

/** Samples one isolate's memory while work runs. */
export class IsolateHeap {
  private ws: WebSocket | null = null;
  private nextId = 1;
  private pending = new Map<number, (value: unknown) => void>();
  peak = 0;
  /** The peak since the last `takeWindowPeak()`, for a figure per piece of work (one queue message). */
  private windowPeak = 0;

  /** `headers`: wrangler's proxy accepts only DevTools origins (Node's WebSocket takes headers as a second argument). */
  async connect(url: string, headers: Record<string, string> = {}): Promise<void> {
    const Socket = WebSocket as unknown as new (url: string, init: { headers: Record<string, string> }) => WebSocket;
    const ws = new Socket(url, { headers });
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener("open", () => resolve());
      ws.addEventListener("error", () => reject(new Error(`Could not connect to the Worker inspector at ${url}.`)));
    });
    ws.addEventListener("message", (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
      if (message.id !== undefined) this.pending.get(message.id)?.(message.result ?? {});
    });
    this.ws = ws;
  }

  /** One DevTools protocol call; its result, or null when the isolate did not answer within `timeoutMs`. */
  async send<T>(method: string, params: object = {}, timeoutMs = 5000): Promise<T | null> {
    const id = this.nextId++;
    const result = new Promise<T>((resolve) => this.pending.set(id, resolve as (value: unknown) => void));
    this.ws!.send(JSON.stringify({ id, method, params }));
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs));
    const answer = await Promise.race([result, timeout]);
    this.pending.delete(id);
    return answer;
  }

  /** Full garbage collection in the isolate, so the next samples show what one piece of work really needs. */
  async collectGarbage(): Promise<void> {
    await this.send("HeapProfiler.collectGarbage");
  }

  /**
   * Runs `work` under the isolate's CPU profiler (sampling every `intervalUs`), for where the isolate's time goes:
   * the process's CPU holds the local R2 and D1 simulators too.
   */
  async profiled<T>(work: () => Promise<T>, intervalUs = 1000): Promise<{ value: T; profile: ProfileSummary | null }> {
    await this.send("Profiler.enable");
    await this.send("Profiler.setSamplingInterval", { interval: intervalUs });
    await this.send("Profiler.start");
    const value = await work();
    const stopped = await this.send<{ profile: CpuProfile }>("Profiler.stop", {}, 30_000);
    await this.send("Profiler.disable");
    return { value, profile: stopped ? summarizeProfile(stopped.profile) : null };
  }

  /**
   * The isolate's memory in MB: the JS heap plus array-buffer backing stores and embedder memory (typed arrays live
   * there). NaN when the isolate did not answer within `timeoutMs` (it answers between two pieces of its own work).
   */
  async usedMb(timeoutMs = 2000): Promise<number> {
    const usage = await this.send<HeapUsage>("Runtime.getHeapUsage", {}, timeoutMs);
    if (usage === null) return NaN;
    return (usage.usedSize + (usage.backingStorageSize ?? 0) + (usage.embedderHeapUsedSize ?? 0)) / 1024 / 1024;
  }

  /** Runs `work` while sampling every `everyMs`; returns its result, the peak seen meanwhile and the samples taken. */
  async during<T>(work: () => Promise<T>, everyMs = 20): Promise<{ value: T; peakMb: number; samples: number }> {
    let peak = 0;
    let samples = 0;
    let inFlight = false;
    const take = (mb: number) => {
      if (mb === mb) {
        samples++;
        peak = Math.max(peak, mb);
        this.windowPeak = Math.max(this.windowPeak, mb);
      }
    };
    const timer = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      void this.usedMb().then((mb) => {
        inFlight = false;
        take(mb);
      });
    }, everyMs);
    try {
      const value = await work();
      take(await this.usedMb());
      return { value, peakMb: peak, samples };
    } finally {
      clearInterval(timer);
      this.peak = Math.max(this.peak, peak);
    }
  }

  /** The peak sampled since the last call (by `during`), and a new window from now. */
  takeWindowPeak(): number {
    const peak = this.windowPeak;
    this.windowPeak = 0;
    return peak;
  }

  close(): void {
    this.ws?.close();
  }
}
