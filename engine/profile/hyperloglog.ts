// Distinct counts for columns with too many values to keep: HyperLogLog with 2^11 registers
// (about 2.3% standard error), fed 32-bit hashes.

const P = 11;
const M = 1 << P;
const ALPHA = 0.7213 / (1 + 1.079 / M);

/**
 * Final mix of MurmurHash3: spreads the bits of a 32-bit value. The hash's 32 bits come back as a signed integer,
 * which every engine keeps unboxed (as an unsigned one above 2^31 it was a heap number per call where a call was
 * not inlined: the profiler hashes every value it counts).
 */
export function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

const scratch = new Float64Array(1);
const words = new Uint32Array(scratch.buffer);

export function hashNumber(value: number): number {
  scratch[0] = value === 0 ? 0 : value; // -0 and 0 are one value
  return mix32(words[0] ^ mix32(words[1] + 0x9e3779b9));
}

export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return mix32(h);
}

export class HyperLogLog {
  private readonly registers = new Uint8Array(M);

  add(hash: number): void {
    const index = hash >>> (32 - P);
    const rank = Math.clz32((hash << P) | (1 << (P - 1))) + 1;
    if (rank > this.registers[index]) this.registers[index] = rank;
  }

  estimate(): number {
    let sum = 0;
    let zeros = 0;
    for (let i = 0; i < M; i++) {
      sum += 2 ** -this.registers[i];
      if (this.registers[i] === 0) zeros++;
    }
    const raw = (ALPHA * M * M) / sum;
    if (raw <= 2.5 * M && zeros > 0) return Math.round(M * Math.log(M / zeros));
    return Math.round(raw);
  }
}

const HASH_OF_ZERO = hashNumber(0);

/**
 * Adds the hash of each present value of values[from…] to `sketch`: `hashNumber`'s, from the value's bits read through
 * a view of the array's bytes instead of a scratch double written and read back as two words (signed words here, the
 * same bits: the hash's first steps take them modulo 2^32).
 */
export function hashEach(sketch: HyperLogLog, values: Float64Array, from: number): void {
  const words = new Int32Array(values.buffer, values.byteOffset, values.length * 2);
  for (let i = from; i < values.length; i++) {
    const v = values[i];
    if (v !== v) continue;
    sketch.add(v === 0 ? HASH_OF_ZERO : mix32(words[2 * i] ^ mix32(words[2 * i + 1] + 0x9e3779b9)));
  }
}
