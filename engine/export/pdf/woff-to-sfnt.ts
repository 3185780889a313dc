// WOFF (1.0) to the plain TrueType/OpenType bytes it wraps: each table inflated once, up front.
// fontkit reads WOFF itself but inflates a table again on every access (each glyph re-inflated the whole
// glyf table: seconds per report); given the plain font it reads tables in place.

function u32(b: Uint8Array, o: number): number {
  return ((b[o] << 24) | (b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]) >>> 0;
}
function u16(b: Uint8Array, o: number): number {
  return (b[o] << 8) | b[o + 1];
}

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  // WOFF tables are zlib streams, which DecompressionStream calls "deflate" (workerd, Node and browsers).
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The font inside a WOFF file; other font bytes (TTF, OTF) are returned unchanged. */
export async function woffToSfnt(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.length < 44 || u32(bytes, 0) !== WOFF_SIGNATURE) return bytes;
  const flavor = u32(bytes, 4);
  const numTables = u16(bytes, 12);
  const tables = await Promise.all(
    Array.from({ length: numTables }, async (_, i) => {
      const entry = 44 + i * 20;
      const [tag, offset, compLength, origLength, checksum] = [u32(bytes, entry), u32(bytes, entry + 4), u32(bytes, entry + 8), u32(bytes, entry + 12), u32(bytes, entry + 16)];
      const raw = bytes.subarray(offset, offset + compLength);
      const data = compLength < origLength ? await inflate(raw) : raw;
      if (data.length !== origLength) throw new Error("The WOFF font is damaged (a table's size does not match).");
      return { tag, checksum, data };
    }),
  );
  const headerSize = 12 + 16 * numTables;
  const size = tables.reduce((sum, t) => sum + ((t.data.length + 3) & ~3), headerSize);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  view.setUint32(0, flavor);
  view.setUint16(4, numTables);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, numTables * 16 - searchRange);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    view.setUint32(record, table.tag);
    view.setUint32(record + 4, table.checksum);
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.data.length);
    out.set(table.data, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out;
}
