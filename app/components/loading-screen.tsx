import type { CSSProperties } from "react";
import { cn } from "~/lib/utils";

/** SPEC §2: the loading indicator is purple. */
export const LOADING_SPINNER_COLOR = "#a855f7";
export const PRODUCT_NAME = "InsightLab";

const SIZES = { small: 40, medium: 72, large: 112 } as const;
export type AtomSpinnerSize = keyof typeof SIZES;

const ORBIT_DEGREES = [0, 60, 120];
/** One electron revolution; each orbit starts a third of a turn later. */
const REVOLUTION_MS = 1500;

export interface AtomSpinnerProps {
  size?: AtomSpinnerSize;
  /** Any CSS colour; purple by default. */
  color?: string;
  className?: string;
}

/**
 * An atom: three tilted orbits with an electron circling each, around a pulsing nucleus.
 * Electrons move on ellipses made of two sine-like oscillations (x and y a quarter period apart).
 * Decorative: the surrounding status text is what assistive technology reads.
 */
export function AtomSpinner({ size = "medium", color = LOADING_SPINNER_COLOR, className }: AtomSpinnerProps) {
  const px = SIZES[size];
  const rx = px * 0.46;
  const ry = px * 0.18;
  const electron = Math.max(4, Math.round(px * 0.09));
  const halfTurn = `${REVOLUTION_MS / 2}ms`;
  return (
    <div
      aria-hidden
      data-slot="atom-spinner"
      className={cn("relative shrink-0", className)}
      style={{ width: px, height: px, color, "--atom-rx": `${rx}px`, "--atom-ry": `${ry}px` } as CSSProperties}
    >
      {ORBIT_DEGREES.map((degrees, i) => {
        const phase = -(i * REVOLUTION_MS) / ORBIT_DEGREES.length;
        return (
          <div key={degrees} className="absolute inset-0 flex items-center justify-center" style={{ rotate: `${degrees}deg` }}>
            <div
              className="absolute rounded-[50%] border-[1.5px] border-current opacity-40"
              style={{ width: rx * 2, height: ry * 2 }}
            />
            <div
              className="absolute motion-reduce:hidden"
              style={{ animation: `atom-x ${halfTurn} cubic-bezier(0.37, 0, 0.63, 1) ${phase}ms infinite alternate` }}
            >
              <div
                className="rounded-full bg-current shadow-[0_0_6px_currentColor]"
                style={{
                  width: electron,
                  height: electron,
                  animation: `atom-y ${halfTurn} cubic-bezier(0.37, 0, 0.63, 1) ${phase - REVOLUTION_MS / 4}ms infinite alternate`,
                }}
              />
            </div>
          </div>
        );
      })}
      <div
        className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-full bg-current shadow-[0_0_12px_currentColor]"
        style={{ width: px * 0.16, height: px * 0.16, animation: `atom-nucleus ${REVOLUTION_MS}ms ease-in-out infinite` }}
      />
    </div>
  );
}

export interface LoadingScreenProps extends AtomSpinnerProps {
  /** Shown under the spinner; the product name by default. */
  text?: string;
}

/** SPEC §2: a full-screen, centred atom spinner with the product name. */
export function LoadingScreen({ text = PRODUCT_NAME, size = "medium", color, className }: LoadingScreenProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="loading-screen"
      className={cn("fixed inset-0 z-40 flex flex-col items-center justify-center gap-5 bg-background", className)}
    >
      <AtomSpinner size={size} color={color} />
      <p className="text-base font-semibold tracking-tight text-foreground">{text}</p>
    </div>
  );
}
