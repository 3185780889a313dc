// Bytes of a graph of live objects, and the objects back from them: how a sliced ingest stores where it stands
// (its table builder, profiler and writer, fields and all) between queue messages. Generic on purpose: a field added
// to one of those classes is carried without anyone having to remember it, and state the codec cannot carry (a
// function, an instance of a class not listed) fails loudly instead of being dropped. Shared objects stay shared,
// typed arrays keep their bytes (in binary, after the JSON), and NaN, ±Infinity, -0 and undefined survive.
//
//   "ILCK" · uint32 LE length of the JSON · the JSON · the binary blobs it points into (ArrayBuffers)

const MAGIC = "ILCK";

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
  const byType = new Map<unknown, CodecClass>(classes.map((c) => [c.type, c]));
  const ids = new Map<object, number>();
  const blobs: Uint8Array[] = [];
  let blobBytes = 0;

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
    const seen = ids.get(object);
    if (seen !== undefined) return { $: "r", i: seen };
    const id = ids.size;
    ids.set(object, id);
    if (object instanceof ArrayBuffer) {
      const bytes = new Uint8Array(object);
      blobs.push(bytes);
      const at = blobBytes;
      blobBytes += bytes.length;
      return { $: "B", i: id, at, n: bytes.length };
    }
    if (ArrayBuffer.isView(object)) {
      const kind = viewKind(object);
      if (!kind) throw new CheckpointCodecError(`A checkpoint cannot hold the ${object.constructor.name} at ${path}.`);
      const length = kind === "DataView" ? object.byteLength : (object as unknown as { length: number }).length;
      return { $: "V", i: id, k: kind, b: encode(object.buffer, `${path}.buffer`), o: object.byteOffset, n: length };
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

  const json = new TextEncoder().encode(JSON.stringify(encode(root, "checkpoint")));
  const out = new Uint8Array(8 + json.length + blobBytes);
  out.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(4, json.length, true);
  out.set(json, 8);
  let at = 8 + json.length;
  for (const blob of blobs) {
    out.set(blob, at);
    at += blob.length;
  }
  return out;
}

export function decodeObjects<T>(bytes: Uint8Array, classes: readonly CodecClass[]): T {
  if (bytes.length < 8 || new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC) throw new CheckpointCodecError("Not a checkpoint.");
  const jsonLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  const root = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + jsonLength))) as Encoded;
  const blobStart = 8 + jsonLength;
  const byName = new Map(classes.map((c) => [c.name, c]));
  const objects = new Map<number, unknown>();

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
      case "B": {
        const start = blobStart + (node.at as number);
        const buffer = bytes.slice(start, start + (node.n as number)).buffer;
        objects.set(node.i, buffer);
        return buffer;
      }
      case "V": {
        const buffer = decode(node.b as Encoded) as ArrayBuffer;
        const View = VIEW_TYPES[node.k as ViewKind] as unknown as new (buffer: ArrayBuffer, offset: number, length: number) => ArrayBufferView;
        const view = new View(buffer, node.o as number, node.n as number);
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
