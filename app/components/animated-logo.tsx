import type { CSSProperties } from "react";
import logoMarkUrl from "~/assets/insightlab-mark.svg?url";
import { cn } from "~/lib/utils";

/** SPEC §9: 80 px, a 5000 ms cycle, a 5 % scale swing, one full turn, a purple glow of about 4 → 20 px. */
export const ANIMATED_LOGO = {
  alt: "InsightLab Analytics Logo",
  sizePx: 80,
  cycleMs: 5000,
  scaleSwing: 0.05,
  glowPx: [4, 20] as const,
  glowColor: "rgb(147 51 234 / 0.55)",
};

export interface AnimatedLogoProps {
  /** Width and height in pixels (80 by default). */
  size?: number;
  className?: string;
}

/** The product mark, pulsing, turning and glowing purple; still (with a steady glow) under prefers-reduced-motion. */
export function AnimatedLogo({ size = ANIMATED_LOGO.sizePx, className }: AnimatedLogoProps) {
  const { cycleMs, scaleSwing, glowPx, glowColor } = ANIMATED_LOGO;
  return (
    <img
      src={logoMarkUrl}
      alt={ANIMATED_LOGO.alt}
      width={size}
      height={size}
      data-slot="animated-logo"
      className={cn(
        "inline-block shrink-0 select-none [animation:logo-turn_var(--logo-cycle)_linear_infinite,logo-pulse_var(--logo-cycle)_ease-in-out_infinite]",
        "motion-reduce:[animation:none] motion-reduce:[filter:drop-shadow(0_0_var(--logo-glow-min)_var(--logo-glow-color))]",
        className,
      )}
      draggable={false}
      style={
        {
          "--logo-cycle": `${cycleMs}ms`,
          "--logo-scale-max": String(1 + scaleSwing),
          "--logo-glow-min": `${glowPx[0]}px`,
          "--logo-glow-max": `${glowPx[1]}px`,
          "--logo-glow-color": glowColor,
        } as CSSProperties
      }
    />
  );
}
