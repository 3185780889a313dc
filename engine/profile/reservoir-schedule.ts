// Which values a profile's reservoir sample keeps past its first `capacity` ones, and where each goes: Li's Algorithm L
// draws them from a seeded generator alone, never from the values, so every column of one capacity keeps the values
// at the same places. Worked out once and read by every such column (the transcendental functions of each step cost a
// 1M-row sales file's five number and date columns about 30 ms when each column drew its own).
import { SeededRandom } from "../random";

/** The generator's seed: the same sample for the same file, in every run and every slice of one. */
const SEED = 0x5eed;

export class ReservoirSchedule {
  private readonly random = new SeededRandom(SEED);
  private weight: number;
  /**
   * Step i (from `first` on) keeps the value at place `places[i - first]` among a column's present values (counted
   * from 0) in slot `slots[i - first]`; places rise with i. Steps before `first` are forgotten: every column that
   * reads this schedule has passed them.
   */
  private places = new Float64Array(64);
  private slots = new Int32Array(64);
  private first = 0;
  private count = 0;
  /** The place of the step after the last one worked out. */
  private nextPlace: number;

  constructor(readonly capacity: number) {
    // As the reservoir fills with its last value (place capacity - 1), Algorithm L draws its weight and first jump.
    this.weight = Math.exp(Math.log(this.random.next()) / capacity);
    this.nextPlace = capacity + Math.floor(Math.log(this.random.next()) / Math.log(1 - this.weight));
  }

  /** The place among present values that step `step` keeps (a step not forgotten). */
  placeOf(step: number): number {
    while (step >= this.first + this.count) this.extend();
    return this.places[step - this.first];
  }

  /** The reservoir's slot that step `step` writes (its place asked for first). */
  slotOf(step: number): number {
    return this.slots[step - this.first];
  }

  /** Steps before `step` will not be asked for again. */
  forget(step: number): void {
    const drop = Math.min(step - this.first, this.count);
    if (drop <= 0) return;
    this.first += drop;
    this.count -= drop;
    // The first batches take many steps, later ones few: arrays grown for them are let go (a checkpoint holds them).
    const size = this.places.length > 256 && this.count < this.places.length / 4 ? Math.max(64, this.count * 2) : this.places.length;
    this.places = moved(this.places, drop, this.count, size);
    this.slots = moved(this.slots, drop, this.count, size);
  }

  /** Whether step 0 can still be asked for: a column that starts now may read this schedule. */
  get fromStart(): boolean {
    return this.first === 0;
  }

  /** Works out the next step: its slot, then the weight and jump to the step after, drawn in Algorithm L's order. */
  private extend(): void {
    if (this.count === this.places.length) {
      this.places = moved(this.places, 0, this.count, this.count * 2);
      this.slots = moved(this.slots, 0, this.count, this.count * 2);
    }
    const place = this.nextPlace;
    this.places[this.count] = place;
    this.slots[this.count] = Math.floor(this.random.next() * this.capacity);
    this.count++;
    this.weight *= Math.exp(Math.log(this.random.next()) / this.capacity);
    this.nextPlace = place + 1 + Math.floor(Math.log(this.random.next()) / Math.log(1 - this.weight));
  }
}

/** `array`'s `count` items from `from` on, at the start of an array of `size` (`array` itself when its size). */
function moved<T extends Float64Array | Int32Array>(array: T, from: number, count: number, size: number): T {
  if (size === array.length) return array.copyWithin(0, from, from + count) as T;
  const out = new (array.constructor as new (size: number) => T)(size);
  out.set(array.subarray(from, from + count));
  return out;
}
