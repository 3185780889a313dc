// Per-batch working arrays (filter masks, group ids), shared by every query in this isolate. Each is filled
// and read within one batch's synchronous work, so queries that interleave at their awaits never see each
// other's. Fresh ones cost a query on 100,000 rows about 1 MB of new buffers, which brought a full GC every
// few dozen questions — most of the slowest answers' time.

const int32 = new Map<string, Int32Array>();
const uint8 = new Map<string, Uint8Array>();
const float64 = new Map<string, Float64Array>();

/** The Int32Array named `name`, at least `length` long; its contents are whatever the last user left. */
export function scratchInt32(name: string, length: number): Int32Array {
  let array = int32.get(name);
  if (!array || array.length < length) int32.set(name, (array = new Int32Array(length)));
  return array;
}

/** The Uint8Array named `name`, at least `length` long; its contents are whatever the last user left. */
export function scratchUint8(name: string, length: number): Uint8Array {
  let array = uint8.get(name);
  if (!array || array.length < length) uint8.set(name, (array = new Uint8Array(length)));
  return array;
}

/** The Float64Array named `name`, at least `length` long; its contents are whatever the last user left. */
export function scratchFloat64(name: string, length: number): Float64Array {
  let array = float64.get(name);
  if (!array || array.length < length) float64.set(name, (array = new Float64Array(length)));
  return array;
}
