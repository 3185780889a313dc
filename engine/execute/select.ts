// Ordering only what is needed: the first k ids of an order without sorting all of them, and the k-th smallest
// of a list of numbers (a median) without sorting it.

/**
 * Reorders `ids` so its first `k` entries are the k smallest under `compare`, in order (the rest follow
 * in no particular order). Quickselect then a sort of k: O(n + k log k) instead of O(n log n).
 */
export function sortFirst(ids: Int32Array, k: number, compare: (a: number, b: number) => number): Int32Array {
  const n = ids.length;
  if (k <= 0) return ids;
  if (k >= n || n <= 2048 || k * 4 >= n) return ids.sort(compare);
  let left = 0;
  let right = n - 1;
  // Invariant: the k smallest are within [0, right], and everything before `left` belongs to them.
  while (right > left) {
    const pivot = median3(ids, left, (left + right) >> 1, right, compare);
    let i = left;
    let j = right;
    while (i <= j) {
      while (compare(ids[i], pivot) < 0) i++;
      while (compare(ids[j], pivot) > 0) j--;
      if (i <= j) {
        const t = ids[i];
        ids[i] = ids[j];
        ids[j] = t;
        i++;
        j--;
      }
    }
    if (k - 1 <= j) right = j;
    else if (k - 1 >= i) left = i;
    else break;
  }
  ids.subarray(0, k).sort(compare);
  return ids;
}

function median3(ids: Int32Array, a: number, b: number, c: number, compare: (x: number, y: number) => number): number {
  const x = ids[a];
  const y = ids[b];
  const z = ids[c];
  if (compare(x, y) < 0) return compare(y, z) < 0 ? y : compare(x, z) < 0 ? z : x;
  return compare(x, z) < 0 ? x : compare(y, z) < 0 ? z : y;
}

/**
 * Rearranges `values` (no NaN) so that values[k] is the k-th smallest, everything before it is at most that
 * and everything after at least; returns values[k]. Quickselect with a median-of-three pivot.
 */
export function selectNth(values: Float64Array, k: number): number {
  let left = 0;
  let right = values.length - 1;
  while (right > left) {
    const middle = (left + right) >> 1;
    const a = values[left];
    const b = values[middle];
    const c = values[right];
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        const t = values[i];
        values[i] = values[j];
        values[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return values[k];
}
