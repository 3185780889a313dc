// The engine alone inside workerd, for `BIG_PARTS=workerd npm run bench big`: a plan (in the query string) over the
// stored file, read in byte ranges from a disk service (workerd's own file server, beside the Worker as R2 is in
// production) — no wrangler, no Miniflare R2 simulator, no inspector. The bench reads workerd's CPU around each ask.
import { openStoredDataset, type RandomAccessSource } from "../../engine";
import { executePlan } from "../../engine/execute/execute-plan";

interface Env {
  DISK: Fetcher;
}

/** Range reads of `name` through the disk service, counted. */
async function diskSource(disk: Fetcher, name: string): Promise<RandomAccessSource & { reads: number; bytes: number }> {
  const url = `http://disk/${name}`;
  const head = await disk.fetch(url, { method: "HEAD" });
  if (!head.ok) throw new Error(`${name}: ${head.status}`);
  const source = {
    size: Number(head.headers.get("content-length")),
    reads: 0,
    bytes: 0,
    async read(offset: number, length: number) {
      source.reads++;
      source.bytes += length;
      const res = await disk.fetch(url, { headers: { Range: `bytes=${offset}-${offset + length - 1}` } });
      return new Uint8Array(await res.arrayBuffer());
    },
  };
  return source;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const params = new URL(request.url).searchParams;
    const source = await diskSource(env.DISK, params.get("file") ?? "");
    const result = await executePlan(await openStoredDataset(source), JSON.parse(params.get("plan") ?? "null"));
    return Response.json({ reads: source.reads, bytes: source.bytes, rows: result.table.rows.length });
  },
};
