// What a column builder already made of a value, found by the value's bytes: a label's dictionary code, a date's
// time. A column repeats its values (regions, products, days), so most fields are looked up here and never become a
// string. An open-addressing hash table over a byte arena: no object per entry.

/** Entries kept before the memo starts again (a column of unique values would otherwise grow it for nothing). */
const MAX_ENTRIES = 1 << 16;

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
  private arenaUsed = 0;
  private lastHash = 0;

  /** The entry for bytes[start, end), or -1. */
  find(bytes: Uint8Array, start: number, end: number): number {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193);
    this.lastHash = hash;
    const slots = this.slots;
    const mask = slots.length - 1;
    const arena = this.arena;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot] - 1;
      if (entry < 0) return -1;
      if (this.hashes[entry] !== hash) continue;
      const keyStart = this.keyStarts[entry];
      if (this.keyEnds[entry] - keyStart !== length) continue;
      let same = true;
      for (let i = 0; i < length; i++) {
        if (arena[keyStart + i] !== bytes[start + i]) {
          same = false;
          break;
        }
      }
      if (same) return entry;
    }
  }

  /** Adds bytes[start, end) — just looked up with `find` and not found — with its value and tag. */
  add(bytes: Uint8Array, start: number, end: number, value: number, tag = 0): void {
    if (this.size >= MAX_ENTRIES) this.clear();
    const entry = this.size++;
    if (entry === this.values.length) this.growEntries();
    if (this.size * 2 > this.slots.length) this.growSlots();
    const length = end - start;
    if (this.arenaUsed + length > this.arena.length) {
      const arena = new Uint8Array(Math.max(this.arena.length * 2, this.arenaUsed + length));
      arena.set(this.arena.subarray(0, this.arenaUsed));
      this.arena = arena;
    }
    this.arena.set(bytes.subarray(start, end), this.arenaUsed);
    this.keyStarts[entry] = this.arenaUsed;
    this.keyEnds[entry] = this.arenaUsed + length;
    this.arenaUsed += length;
    this.hashes[entry] = this.lastHash;
    this.values[entry] = value;
    this.tags[entry] = tag;
    this.place(entry);
  }

  clear(): void {
    if (this.size === 0) return;
    this.size = 0;
    this.arenaUsed = 0;
    this.slots.fill(0);
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
