// The scramble-text effect of button labels (SPEC §2, §9): on hover, letters turn into random symbols and
// then resolve from left to right, one character every 2 ticks of 50 ms.

export const SCRAMBLE_TICK_MS = 50;
export const SCRAMBLE_STEPS_PER_CHAR = 2;
export const SCRAMBLE_SYMBOLS = "!<>-_\\/[]{}=+*^?#%&@$";

/** Ticks from the first scrambled frame until the label reads normally again. */
export function scrambleTickCount(text: string): number {
  return text.length * SCRAMBLE_STEPS_PER_CHAR;
}

/**
 * The label at a given tick: characters before `tick / 2` are resolved, the rest are random symbols.
 * Whitespace is kept so words keep their shape. `random` returns a number in [0, 1).
 */
export function scrambleFrame(text: string, tick: number, random: () => number = Math.random): string {
  const resolved = Math.floor(tick / SCRAMBLE_STEPS_PER_CHAR);
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (i < resolved || /\s/.test(ch)) out += ch;
    else out += SCRAMBLE_SYMBOLS[Math.floor(random() * SCRAMBLE_SYMBOLS.length)];
  }
  return out;
}
