// What a column builder already made of a value, found by the value's bytes: a label's dictionary code, a date's
// time. A column repeats its values (regions, products, days), so most fields are looked up here and never become a
// string. An open-addressing hash table over a byte arena: no object per entry.

/** Entries kept before the memo starts again (a column of unique values would otherwise grow it for nothing). */
const MAX_ENTRIES = 1 << 16;
/** Slots of the quick table: the last entry seen per length and a few bytes, tried before hashing every byte. */
const QUICK_SLOTS = 4096;

/**
 * A cheap index from a key's length and a few of its bytes: the last ones, where codes and dates differ, and the
 * fourth, a year's last digit (without it "2023-05-01" and "2024-05-01" shared a slot and took turns in it).
 */
function quickIndex(bytes: Uint8Array, start: number, end: number): number {
  const length = end - start;
  let h = length * 0x9e3779b1 + bytes[end - 1] * 31 + bytes[start + (length >> 1)] * 1031;
  if (length >= 4) h += bytes[end - 2] * 7 + bytes[end - 4] * 131 + bytes[start + 3] * 8191;
  return (h ^ (h >>> 12)) & (QUICK_SLOTS - 1);
}

export class ByteMemo {
  /** The value and a small tag per entry. */
  values = new Float64Array(256);
  tags = new Int32Array(256);
  private size = 0;
  private slots = new Int32Array(512);
  private hashes = new Int32Array(256);
  private keyStarts = new Int32Array(256);
  private keyEnds = new Int32Array(256);
  private arena = new Uint8Array(4096);
  private arenaView: DataView = new DataView(this.arena.buffer);
  private viewed: Uint8Array | null = null;
  private view: DataView = new DataView(new ArrayBuffer(0));
  private arenaUsed = 0;
  private lastHash = 0;
  private readonly quick = new Int32Array(QUICK_SLOTS);
  private lastQuick = 0;

  /** Is entry's key bytes[start, end)? */
  private matches(entry: number, bytes: Uint8Array, start: number, end: number): boolean {
    const keyStart = this.keyStarts[entry];
    const length = end - start;
    if (this.keyEnds[entry] - keyStart !== length) return false;
    // Four bytes at a time, then the rest one by one.
    const words = length & ~3;
    if (words > 0) {
      const key = this.arenaView;
      const view = this.viewOf(bytes);
      for (let i = 0; i < words; i += 4) if (key.getInt32(keyStart + i) !== view.getInt32(start + i)) return false;
    }
    const arena = this.arena;
    for (let i = words; i < length; i++) if (arena[keyStart + i] !== bytes[start + i]) return false;
    return true;
  }

  /** A DataView of `bytes` (the scanner's buffer, the same from piece to piece). */
  private viewOf(bytes: Uint8Array): DataView {
    if (this.viewed !== bytes) {
      this.viewed = bytes;
      this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    return this.view;
  }

  /** The entry for bytes[start, end) (not empty), or -1. Small, so that it is inlined where it is called per value. */
  find(bytes: Uint8Array, start: number, end: number): number {
    const quick = (this.lastQuick = quickIndex(bytes, start, end));
    const seen = this.quick[quick] - 1;
    if (seen >= 0 && this.matches(seen, bytes, start, end)) return seen;
    return this.findHashed(bytes, start, end, quick);
  }

  /** `find` past the quick table: hashes every byte and probes. */
  private findHashed(bytes: Uint8Array, start: number, end: number, quick: number): number {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193);
    this.lastHash = hash;
    const slots = this.slots;
    const mask = slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot] - 1;
      if (entry < 0) return -1;
      if (this.hashes[entry] === hash && this.matches(entry, bytes, start, end)) {
        this.quick[quick] = entry + 1;
        return entry;
      }
    }
  }

  /** Adds bytes[start, end) — just looked up with `find` and not found — with its value and tag. */
  add(bytes: Uint8Array, start: number, end: number, value: number, tag = 0): void {
    if (this.size >= MAX_ENTRIES) {
      const [hash, quick] = [this.lastHash, this.lastQuick];
      this.clear();
      [this.lastHash, this.lastQuick] = [hash, quick];
    }
    const entry = this.size++;
    if (entry === this.values.length) this.growEntries();
    if (this.size * 2 > this.slots.length) this.growSlots();
    const length = end - start;
    if (this.arenaUsed + length > this.arena.length) {
      const arena = new Uint8Array(Math.max(this.arena.length * 2, this.arenaUsed + length));
      arena.set(this.arena.subarray(0, this.arenaUsed));
      this.arena = arena;
      this.arenaView = new DataView(arena.buffer);
    }
    this.arena.set(bytes.subarray(start, end), this.arenaUsed);
    this.keyStarts[entry] = this.arenaUsed;
    this.keyEnds[entry] = this.arenaUsed + length;
    this.arenaUsed += length;
    this.hashes[entry] = this.lastHash;
    this.values[entry] = value;
    this.tags[entry] = tag;
    this.place(entry);
    this.quick[this.lastQuick] = entry + 1;
  }

  clear(): void {
    if (this.size === 0) return;
    this.size = 0;
    this.arenaUsed = 0;
    this.slots.fill(0);
    this.quick.fill(0);
  }

  private place(entry: number): void {
    const slots = this.slots;
    const mask = slots.length - 1;
    let slot = this.hashes[entry] & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = entry + 1;
  }

  private growEntries(): void {
    const n = this.values.length * 2;
    const values = new Float64Array(n);
    values.set(this.values);
    this.values = values;
    for (const key of ["tags", "hashes", "keyStarts", "keyEnds"] as const) {
      const array = new Int32Array(n);
      array.set(this[key]);
      this[key] = array;
    }
  }

  private growSlots(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    for (let entry = 0; entry < this.size - 1; entry++) this.place(entry);
  }
}
