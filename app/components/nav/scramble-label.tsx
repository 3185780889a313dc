import { useEffect, useRef, useState } from "react";
import { SCRAMBLE_TICK_MS, scrambleFrame, scrambleTickCount } from "./scramble";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/**
 * A button label that scrambles while its button (the nearest `a` or `button`) is first hovered.
 * Screen readers always read the real text; the animated copy is hidden from them, and the label keeps
 * its width. Nothing animates when the user prefers reduced motion.
 */
export function ScrambleLabel({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  // The frame on screen while animating, tagged with the text it scrambles (a new label shows at once).
  const [frame, setFrame] = useState<{ of: string; value: string } | null>(null);
  const display = frame && frame.of === text ? frame.value : text;

  useEffect(() => {
    const host = ref.current?.closest("a, button");
    if (!host) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      if (timer !== undefined || window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
      const total = scrambleTickCount(text);
      let tick = 0;
      setFrame({ of: text, value: scrambleFrame(text, tick) });
      timer = setInterval(() => {
        tick += 1;
        if (tick >= total) {
          stop();
          setFrame(null);
        } else {
          setFrame({ of: text, value: scrambleFrame(text, tick) });
        }
      }, SCRAMBLE_TICK_MS);
    };
    host.addEventListener("pointerenter", start);
    return () => {
      host.removeEventListener("pointerenter", start);
      stop();
    };
  }, [text]);

  return (
    <span ref={ref} className="relative inline-block">
      <span className="sr-only">{text}</span>
      {/* The real text holds the width, so the button never jumps; the scrambled copy is drawn over it. */}
      <span aria-hidden="true" className="invisible whitespace-pre">
        {text}
      </span>
      <span aria-hidden="true" data-scramble="" className="absolute inset-0 overflow-hidden text-center whitespace-pre">
        {display}
      </span>
    </span>
  );
}
