// What a column builder already made of a value, found by the value's bytes: a label's dictionary code, a date's
// time. A column repeats its values (regions, products, days), so most fields are looked up here and never become a
// string. An open-addressing hash table over a byte arena: no object per entry.

/** Entries kept before the memo starts again (a column of unique values would otherwise grow it for nothing). */
const MAX_ENTRIES = 1 << 16;
/** Keys up to this long are hashed and compared as three overlapping four-byte words; longer ones word by word. */
const SHORT_KEY = 12;
/** Words per entry in `keys` (six used: see there). */
const KEY_WORDS = 8;

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
  /**
   * Per entry, KEY_WORDS words: its hash, its length, the three words `find` reads (which are the whole key up to
   * SHORT_KEY bytes) and where a longer key's bytes are in the arena. One array, the words of an entry side by side:
   * a short key is compared without reading the arena.
   */
  private keys = new Int32Array(256 * KEY_WORDS);
  private arena = new Uint8Array(4096);
  private arenaView: DataView = new DataView(this.arena.buffer);
  private viewed: Uint8Array | null = null;
  private view: DataView = new DataView(new ArrayBuffer(0));
  private arenaUsed = 0;
  /** The words of the key last hashed (hashKey): its first four bytes, its middle four and its last four. */
  private head = 0;
  private middle = 0;
  private tail = 0;

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
   * (its first four bytes, its middle four and its last four), which cover every byte, and a shorter one as one word
   * of its bytes: they make its hash and, with its length, are the key itself, compared with the entry's copy of them
   * (the first version looked at a few bytes for a quick table, where 40 % of a date column's lookups missed, then
   * hashed byte by byte; the next compared through the arena).
   */
  find(bytes: Uint8Array, start: number, end: number): number {
    const n = end - start;
    const hash = this.hashKey(bytes, start, end);
    const { head, middle, tail, keys } = this;
    const slots = this.slots;
    const mask = slots.length - 1;
    for (let slot = hash >>> this.slotShift; ; slot = (slot + 1) & mask) {
      const entry = slots[slot] - 1;
      if (entry < 0) return -1;
      const at = entry * KEY_WORDS;
      if (keys[at] === hash && keys[at + 1] === n && keys[at + 2] === head && keys[at + 3] === middle && keys[at + 4] === tail && (n <= SHORT_KEY || this.matchesLong(keys[at + 5], start, n))) return entry;
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
      middle = view.getInt32(start + ((n - 4) >> 1), true);
      tail = view.getInt32(end - 4, true);
    } else head = bytes[start] | (bytes[start + (n >> 1)] << 8) | (bytes[end - 1] << 16);
    this.head = head;
    this.middle = middle;
    this.tail = tail;
    let hash = Math.imul(head ^ n, 0x9e3779b1) ^ Math.imul(tail, 0x85ebca6b) ^ Math.imul(middle, 0xc2b2ae35);
    if (n > SHORT_KEY) hash = longHash(view, start, end, hash);
    return hash ^ (hash >>> 15);
  }

  /** Is the arena's key at `at` the n bytes at `start` of the bytes last hashed (a long key)? Four bytes at a time, the last word overlapping. */
  private matchesLong(at: number, start: number, n: number): boolean {
    const key = this.arenaView;
    const view = this.view;
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
    const at = entry * KEY_WORDS;
    const keys = this.keys;
    keys[at] = this.hashKey(bytes, start, end);
    keys[at + 1] = length;
    keys[at + 2] = this.head;
    keys[at + 3] = this.middle;
    keys[at + 4] = this.tail;
    if (length > SHORT_KEY) {
      if (this.arenaUsed + length > this.arena.length) {
        const arena = new Uint8Array(Math.max(this.arena.length * 2, this.arenaUsed + length));
        arena.set(this.arena.subarray(0, this.arenaUsed));
        this.arena = arena;
        this.arenaView = new DataView(arena.buffer);
      }
      this.arena.set(bytes.subarray(start, end), this.arenaUsed);
      keys[at + 5] = this.arenaUsed;
      this.arenaUsed += length;
    }
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
    let slot = this.keys[entry * KEY_WORDS] >>> this.slotShift;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = entry + 1;
  }

  private growEntries(): void {
    const n = this.values.length * 2;
    const values = new Float64Array(n);
    values.set(this.values);
    this.values = values;
    const tags = new Int32Array(n);
    tags.set(this.tags);
    this.tags = tags;
    const keys = new Int32Array(n * KEY_WORDS);
    keys.set(this.keys);
    this.keys = keys;
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
