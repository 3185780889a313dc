// A Worker isolate's own memory, read through the DevTools protocol (Runtime.getHeapUsage: the V8 heap, the
// array-buffer backing stores that typed arrays live in, and embedder memory), for the benches that run the
// Workers under wrangler dev. Locally workerd enforces no memory limit, so this is how a bench sees what an isolate
// would need against production's 128 MB.

interface HeapUsage {
  usedSize: number;
  backingStorageSize?: number;
  embedderHeapUsedSize?: number;
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
  private pending = new Map<number, (value: HeapUsage) => void>();
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
      const message = JSON.parse(String(event.data)) as { id?: number; result?: HeapUsage };
      if (message.id !== undefined) this.pending.get(message.id)?.(message.result ?? { usedSize: 0 });
    });
    this.ws = ws;
  }

  /** Full garbage collection in the isolate, so the next samples show what one piece of work really needs. */
  async collectGarbage(): Promise<void> {
    const id = this.nextId++;
    const done = new Promise<HeapUsage>((resolve) => this.pending.set(id, resolve));
    this.ws!.send(JSON.stringify({ id, method: "HeapProfiler.collectGarbage" }));
    await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
    this.pending.delete(id);
  }

  /**
   * The isolate's memory in MB: the JS heap plus array-buffer backing stores and embedder memory (typed arrays live
   * there). NaN when the isolate did not answer within `timeoutMs` (it answers between two pieces of its own work).
   */
  async usedMb(timeoutMs = 2000): Promise<number> {
    const id = this.nextId++;
    const result = new Promise<HeapUsage | null>((resolve) => this.pending.set(id, resolve));
    this.ws!.send(JSON.stringify({ id, method: "Runtime.getHeapUsage" }));
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs));
    const usage = await Promise.race([result, timeout]);
    this.pending.delete(id);
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
