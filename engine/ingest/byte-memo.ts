// What a column builder already made of a value, found by the value's bytes: a label's dictionary code, a date's
// time. A column repeats its values (regions, products, days), so most fields are looked up here and never become a
// string. An open-addressing hash table over a byte arena: no object per entry.

/** Entries kept before the memo starts again (a column of unique values would otherwise grow it for nothing). */
const MAX_ENTRIES = 1 << 16;
/** Keys up to this long are hashed and compared as three overlapping four-byte words; longer ones word by word. */
const SHORT_KEY = 12;

export class ByteMemo {
  /** The value and a small tag per entry. */
  values = new Float64Array(256);
  tags = new Int32Array(256);
  private size = 0;
  private slots = new Int32Array(512);
  /**
   * 32 minus the slot table's bits: a key's slot is its hash's top bits, which its products mix from every bit of the
   * key's words (their low bits come from the words' low bits alone: a date column's keys crowded a few runs of slots).
   */
  private slotShift = 32 - 9;
  private hashes = new Int32Array(256);
  private keyStarts = new Int32Array(256);
  private keyLengths = new Int32Array(256);
  private arena = new Uint8Array(4096);
  private arenaView: DataView = new DataView(this.arena.buffer);
  private viewed: Uint8Array | null = null;
  private view: DataView = new DataView(new ArrayBuffer(0));
  private arenaUsed = 0;
  /** The hash of the key last looked up, which `add` stores, and the words it was made of. */
  private lastHash = 0;
  private lastHead = 0;
  private lastTail = 0;

  /** A DataView of `bytes` (the scanner's buffer, the same from piece to piece). */
  private viewOf(bytes: Uint8Array): DataView {
    if (this.viewed !== bytes) {
      this.viewed = bytes;
      this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    return this.view;
  }

  /**
   * The entry for bytes[start, end) (not empty), or -1. A key of 4 to 12 bytes is read as three overlapping words
   * (its first four bytes, its middle four and its last four), which cover every byte: they make its hash and its
   * comparison, with no loop over the bytes (the first version looked at a few bytes for a quick table, where 40 %
   * of a date column's lookups missed, then hashed byte by byte).
   */
  find(bytes: Uint8Array, start: number, end: number): number {
    const n = end - start;
    const hash = this.hashKey(bytes, start, end);
    const { lastHead: head, lastTail: tail } = this;
    const slots = this.slots;
    const mask = slots.length - 1;
    for (let slot = hash >>> this.slotShift; ; slot = (slot + 1) & mask) {
      const entry = slots[slot] - 1;
      if (entry < 0) return -1;
      if (this.hashes[entry] !== hash || this.keyLengths[entry] !== n) continue;
      const at = this.keyStarts[entry];
      // A short key's hash is a one-to-one function of its last word once its length and other words are fixed
      // (a product by an odd number and xor-shifts lose no bits): equal hashes and equal other words are equal keys.
      if (n > SHORT_KEY ? this.matchesLong(at, this.view, start, n) : n < 4 || (this.arenaView.getInt32(at, true) === head && (n <= 8 || this.arenaView.getInt32(at + n - 4, true) === tail))) return entry;
    }
  }

  /**
   * The hash of key bytes[start, end) as `find` looks it up, its words kept for the comparison (public so that a
   * test can find keys whose hashes collide).
   */
  hashKey(bytes: Uint8Array, start: number, end: number): number {
    const n = end - start;
    const view = this.viewOf(bytes);
    let head: number;
    let middle = 0;
    let tail = 0;
    if (n >= 4) {
      head = view.getInt32(start, true);
      tail = view.getInt32(end - 4, true);
      if (n > 8) middle = view.getInt32(start + ((n - 4) >> 1), true);
    } else head = bytes[start] | (bytes[start + (n >> 1)] << 8) | (bytes[end - 1] << 16);
    this.lastHead = head;
    this.lastTail = tail;
    let hash = Math.imul(head ^ n, 0x9e3779b1) ^ Math.imul(tail, 0x85ebca6b) ^ Math.imul(middle, 0xc2b2ae35);
    if (n > SHORT_KEY) hash = longHash(view, start, end, hash);
    hash ^= hash >>> 15;
    this.lastHash = hash;
    return hash;
  }

  /** Is the arena's key at `at` the n bytes at `start` (n > 4)? Four bytes at a time, the last word overlapping. */
  private matchesLong(at: number, view: DataView, start: number, n: number): boolean {
    const key = this.arenaView;
    for (let i = 0; i < n - 4; i += 4) if (key.getInt32(at + i, true) !== view.getInt32(start + i, true)) return false;
    return key.getInt32(at + n - 4, true) === view.getInt32(start + n - 4, true);
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
      this.arenaView = new DataView(arena.buffer);
    }
    this.arena.set(bytes.subarray(start, end), this.arenaUsed);
    this.keyStarts[entry] = this.arenaUsed;
    this.keyLengths[entry] = length;
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
    let slot = this.hashes[entry] >>> this.slotShift;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = entry + 1;
  }

  private growEntries(): void {
    const n = this.values.length * 2;
    const values = new Float64Array(n);
    values.set(this.values);
    this.values = values;
    for (const key of ["tags", "hashes", "keyStarts", "keyLengths"] as const) {
      const array = new Int32Array(n);
      array.set(this[key]);
      this[key] = array;
    }
  }

  private growSlots(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    this.slotShift--;
    for (let entry = 0; entry < this.size - 1; entry++) this.place(entry);
  }
}

/** Mixes every word of a long key (past the three `find` read) into `hash`. */
function longHash(view: DataView, start: number, end: number, hash: number): number {
  for (let i = start + 4; i < end - 4; i += 4) hash = Math.imul(hash ^ view.getInt32(i, true), 0x01000193);
  return hash;
}
