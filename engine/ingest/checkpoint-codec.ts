// Bytes of a graph of live objects, and the objects back from them: how a sliced ingest stores where it stands
// (its table builder, profiler and writer, fields and all) between queue messages. Generic on purpose: a field added
// to one of those classes is carried without anyone having to remember it, and state the codec cannot carry (a
// function, an instance of a class not listed) fails loudly instead of being dropped. Shared objects stay shared,
// typed arrays keep their bytes (in binary, after the JSON), and NaN, ±Infinity, -0 and undefined survive.
//
//   "ILC2" · uint32 LE length of the JSON · the JSON · padding to 8 · the binary blobs, each at a multiple of 8
//
// Memory matters more than convenience here (a slice of a big file runs in a 128 MB isolate): a buffer is stored only
// over the range its views cover, and decoding makes typed arrays that view the checkpoint's own bytes (aligned for
// that) instead of copying them out; only a bare ArrayBuffer held by a field is copied.

const MAGIC = "ILC2";
const ALIGN = 8;
const aligned = (n: number) => Math.ceil(n / ALIGN) * ALIGN;

/** How a class's instances are carried: every own field, except `transient` ones its owner sets again after decoding. */
export interface CodecClass {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type: abstract new (...args: any[]) => object;
  /** Fields not stored (closures, callbacks, scratch): undefined after decoding, for the owner to set. */
  transient?: readonly string[];
  /** A cache whose content changes nothing: stored as nothing and decoded as a new empty instance. */
  fresh?: () => object;
}

type Encoded = null | boolean | string | number | Encoded[] | { $: string; [key: string]: unknown };

const VIEW_TYPES = {
  Uint8Array,
  Int8Array,
  Uint16Array,
  Int16Array,
  Uint32Array,
  Int32Array,
  Float32Array,
  Float64Array,
  Uint8ClampedArray,
  DataView,
} as const;
type ViewKind = keyof typeof VIEW_TYPES;

function viewKind(value: ArrayBufferView): ViewKind | null {
  for (const kind of Object.keys(VIEW_TYPES) as ViewKind[]) if (value.constructor === VIEW_TYPES[kind]) return kind;
  return null;
}

export class CheckpointCodecError extends Error {
  override name = "CheckpointCodecError";
}

export function encodeObjects(root: unknown, classes: readonly CodecClass[]): Uint8Array {
  const { pieces, length } = encodeObjectsInPieces(root, classes);
  const out = new Uint8Array(length);
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/** Zeros for the padding between pieces (at most ALIGN - 1 bytes each). */
const PADDING = new Uint8Array(ALIGN);

/**
 * `encodeObjects`' bytes as the pieces they are made of, in order — the head (with the JSON), then each stored
 * buffer's range and its padding — each range a view of the buffer it was encoded from, not a copy: for a writer that
 * sends them one after another (a stream into R2) instead of joining them, which would hold the state's bytes twice.
 * The pieces are valid while those buffers are not changed.
 */
export function encodeObjectsInPieces(root: unknown, classes: readonly CodecClass[]): { pieces: Uint8Array[]; length: number } {
  const byType = new Map<unknown, CodecClass>(classes.map((c) => [c.type, c]));
  const ids = new Map<object, number>();
  /** Each buffer met, with its node (range filled in once every view of it is known) and the range its views cover. */
  const buffers = new Map<ArrayBuffer, { node: { $: "B"; i: number; at: number; lo: number; n: number; bare?: 1 }; lo: number; hi: number }>();
  /**
   * A buffer, met through one of its views (`view`) or held bare by a field (null). A bare one is stored whole and
   * decoded as its own copy, which its views then share; one met only through views is stored over their range.
   */
  const encodeBuffer = (buffer: ArrayBuffer, view: ArrayBufferView | null): Encoded => {
    let range = buffers.get(buffer);
    const first = range === undefined;
    if (!range) {
      const id = ids.size;
      ids.set(buffer, id);
      range = { node: { $: "B", i: id, at: 0, lo: 0, n: 0 }, lo: Infinity, hi: 0 };
      buffers.set(buffer, range);
    }
    if (view === null) {
      range.node.bare = 1;
      range.lo = 0;
      range.hi = buffer.byteLength;
    } else {
      range.lo = Math.min(range.lo, view.byteOffset);
      range.hi = Math.max(range.hi, view.byteOffset + view.byteLength);
    }
    return first ? range.node : { $: "r", i: range.node.i };
  };

  const encode = (value: unknown, path: string): Encoded => {
    switch (typeof value) {
      case "undefined":
        return { $: "u" };
      case "boolean":
      case "string":
        return value;
      case "number":
        if (Number.isFinite(value) && !Object.is(value, -0)) return value;
        return { $: "n", v: Object.is(value, -0) ? "-0" : String(value) };
      case "bigint":
      case "symbol":
      case "function":
        throw new CheckpointCodecError(`A checkpoint cannot hold the ${typeof value} at ${path}.`);
    }
    if (value === null) return null;
    const object = value as object;
    if (object instanceof ArrayBuffer) return encodeBuffer(object, null);
    const seen = ids.get(object);
    if (seen !== undefined) return { $: "r", i: seen };
    const id = ids.size;
    ids.set(object, id);
    if (ArrayBuffer.isView(object)) {
      const kind = viewKind(object);
      if (!kind) throw new CheckpointCodecError(`A checkpoint cannot hold the ${object.constructor.name} at ${path}.`);
      const length = kind === "DataView" ? object.byteLength : (object as unknown as { length: number }).length;
      return { $: "V", i: id, k: kind, b: encodeBuffer(object.buffer as ArrayBuffer, object), o: object.byteOffset, n: length };
    }
    if (Array.isArray(object)) {
      const items: Encoded[] = [];
      for (let i = 0; i < object.length; i++) items.push(encode(object[i], `${path}[${i}]`));
      return { $: "a", i: id, v: items };
    }
    if (object instanceof Map) return { $: "m", i: id, v: [...object].map(([k, v], n) => [encode(k, `${path}.key${n}`), encode(v, `${path}.get(${String(k)})`)]) };
    if (object instanceof Set) return { $: "s", i: id, v: [...object].map((v, n) => encode(v, `${path}.item${n}`)) };
    if (object instanceof Date) return { $: "d", i: id, v: encode(object.getTime(), path) };
    const prototype = Object.getPrototypeOf(object);
    let spec: CodecClass | undefined;
    if (prototype !== Object.prototype && prototype !== null) {
      spec = byType.get(prototype.constructor);
      if (!spec) throw new CheckpointCodecError(`A checkpoint cannot hold the ${prototype.constructor?.name ?? "object"} at ${path}: its class is not listed.`);
      if (spec.fresh) return { $: "o", i: id, c: spec.name, f: {} };
    }
    const fields: Record<string, Encoded> = {};
    for (const key of Object.keys(object)) {
      if (spec?.transient?.includes(key)) continue;
      fields[key] = encode((object as Record<string, unknown>)[key], `${path}.${key}`);
    }
    return spec ? { $: "o", i: id, c: spec.name, f: fields } : { $: "o", i: id, f: fields };
  };

  const encodedRoot = encode(root, "checkpoint");
  // Each buffer's range starts on a multiple of 8, so a view keeps its alignment within it (a Float64Array's must).
  let blobBytes = 0;
  for (const range of buffers.values()) {
    range.node.lo = Math.floor(Math.min(range.lo, range.hi) / ALIGN) * ALIGN;
    range.node.n = range.hi - range.node.lo;
    range.node.at = blobBytes;
    blobBytes += aligned(range.node.n);
  }
  const json = new TextEncoder().encode(JSON.stringify(encodedRoot));
  const blobStart = aligned(8 + json.length);
  const head = new Uint8Array(blobStart);
  head.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(head.buffer).setUint32(4, json.length, true);
  head.set(json, 8);
  const pieces = [head];
  // The buffers in the order their ranges were laid out (`at`), each followed by its padding.
  for (const [buffer, { node }] of buffers) {
    pieces.push(new Uint8Array(buffer, node.lo, node.n));
    if (aligned(node.n) > node.n) pieces.push(PADDING.subarray(0, aligned(node.n) - node.n));
  }
  return { pieces, length: blobStart + blobBytes };
}

/**
 * The objects back from `encodeObjects`' bytes. Their typed arrays view `bytes` (which they keep alive and may write
 * into): hand over bytes of your own, such as a fresh read from R2, and decode them once.
 */
export function decodeObjects<T>(bytes: Uint8Array, classes: readonly CodecClass[]): T {
  if (bytes.length < 8 || new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC) throw new CheckpointCodecError("Not a checkpoint.");
  const jsonLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  const root = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + jsonLength))) as Encoded;
  const blobStart = aligned(8 + jsonLength);
  // Views are made over the checkpoint's own bytes when they lie aligned in their buffer (they do when it came whole
  // from R2 or from encodeObjects); otherwise each stored buffer is copied out.
  const shared = (bytes.byteOffset + blobStart) % ALIGN === 0;
  const byName = new Map(classes.map((c) => [c.name, c]));
  const objects = new Map<number, unknown>();
  /** Stored buffers decoded as views of `bytes`: where their bytes start there, and the offset of the first stored. */
  const blobs = new Map<number, { start: number; lo: number; n: number }>();
  const blobOf = (node: Record<string, unknown>) => ({ start: blobStart + (node.at as number), lo: (node.lo as number) ?? 0, n: node.n as number });
  /** A stored buffer as a bare ArrayBuffer of its original length (bytes outside the stored range are zero). */
  const copyOut = (id: number, blob: { start: number; lo: number; n: number }) => {
    const buffer = new ArrayBuffer(blob.lo + blob.n);
    new Uint8Array(buffer, blob.lo).set(bytes.subarray(blob.start, blob.start + blob.n));
    objects.set(id, buffer);
    return buffer;
  };

  const decode = (value: Encoded): unknown => {
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) throw new CheckpointCodecError("A malformed checkpoint.");
    const node = value as Record<string, unknown> & { $: string; i: number };
    switch (node.$) {
      case "u":
        return undefined;
      case "n":
        return node.v === "-0" ? -0 : Number(node.v);
      case "r":
        if (!objects.has(node.i)) throw new CheckpointCodecError("A malformed checkpoint.");
        return objects.get(node.i);
      case "B":
        return copyOut(node.i, blobOf(node));
      case "V": {
        const View = VIEW_TYPES[node.k as ViewKind] as unknown as new (buffer: ArrayBufferLike, offset: number, length: number) => ArrayBufferView;
        const b = node.b as Record<string, unknown> & { $: string; i: number };
        if (b.$ === "B" && shared && !b.bare) blobs.set(b.i, blobOf(b));
        const blob = blobs.get(b.i);
        const view = blob
          ? new View(bytes.buffer, bytes.byteOffset + blob.start + (node.o as number) - blob.lo, node.n as number)
          : new View(decode(b) as ArrayBuffer, node.o as number, node.n as number);
        objects.set(node.i, view);
        return view;
      }
      case "a": {
        const items = node.v as Encoded[];
        const array: unknown[] = new Array(items.length);
        objects.set(node.i, array);
        for (let i = 0; i < items.length; i++) array[i] = decode(items[i]);
        return array;
      }
      case "m": {
        const map = new Map<unknown, unknown>();
        objects.set(node.i, map);
        for (const [k, v] of node.v as [Encoded, Encoded][]) map.set(decode(k), decode(v));
        return map;
      }
      case "s": {
        const set = new Set<unknown>();
        objects.set(node.i, set);
        for (const v of node.v as Encoded[]) set.add(decode(v));
        return set;
      }
      case "d": {
        const date = new Date(decode(node.v as Encoded) as number);
        objects.set(node.i, date);
        return date;
      }
      case "o": {
        let object: Record<string, unknown>;
        if (node.c === undefined) object = {};
        else {
          const spec = byName.get(node.c as string);
          if (!spec) throw new CheckpointCodecError(`A checkpoint holds a ${String(node.c)}, which this version does not know.`);
          object = (spec.fresh ? spec.fresh() : Object.create(spec.type.prototype)) as Record<string, unknown>;
        }
        objects.set(node.i, object);
        for (const [key, field] of Object.entries(node.f as Record<string, Encoded>)) object[key] = decode(field);
        return object;
      }
    }
    throw new CheckpointCodecError("A malformed checkpoint.");
  };

  return decode(root) as T;
}
