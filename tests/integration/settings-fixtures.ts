// Fixtures for the Settings tests, made here: a real PNG (drawn pixel by pixel, zlib-compressed with the
// runtime's CompressionStream), and a scan of every D1 table for a value.
import { env } from "cloudflare:test";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function zlib(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A `width` × `height` PNG filled with one RGB colour. */
export async function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Promise<Uint8Array> {
  const rows = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const start = y * (1 + width * 3);
    for (let x = 0; x < width; x++) rows.set([r, g, b], start + 1 + x * 3);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", await zlib(rows)), chunk("IEND", new Uint8Array())];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Every row, in every table of the database, where any column holds one of `needles`: "table.column" → count. */
export async function rowsMentioning(needles: string[]): Promise<Record<string, number>> {
  const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'").all<{ name: string }>();
  const found: Record<string, number> = {};
  for (const { name } of tables.results) {
    const columns = await env.DB.prepare(`SELECT name FROM pragma_table_info(?1)`).bind(name).all<{ name: string }>();
    for (const column of columns.results) {
      const condition = needles.map((_, i) => `instr(CAST("${column.name}" AS TEXT), ?${i + 1}) > 0`).join(" OR ");
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM "${name}" WHERE ${condition}`).bind(...needles).first<{ n: number }>();
      if (row && row.n > 0) found[`${name}.${column.name}`] = row.n;
    }
  }
  return found;
}

/** How many tables the scan looked at (so a test can say it scanned something). */
export async function tableCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'").first<{ n: number }>();
  return row?.n ?? 0;
}
