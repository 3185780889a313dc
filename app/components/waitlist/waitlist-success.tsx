import { Bell, CheckCircle2, Gift, Rocket } from "lucide-react";
import type { ReactNode } from "react";

const PERKS = [
  { icon: Rocket, text: "Early access to InsightLab before the public launch" },
  { icon: Bell, text: "Progress updates and feature previews" },
  { icon: Gift, text: "Exclusive discounts and premium features" },
] as const;

/** The confirmation shown after joining, in the dialog and on the no-JavaScript /waitlist page. */
export function WaitlistSuccess({
  position,
  message,
  heading,
  action,
}: {
  position: number;
  message: string;
  /** The heading element: a DialogTitle in the dialog, an h1 on the page. */
  heading: (text: string) => ReactNode;
  action: ReactNode;
}) {
  return (
    <div data-waitlist-success="" className="flex flex-col items-center text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
        <CheckCircle2 aria-hidden className="size-7" />
      </span>
      <div className="mt-4">{heading("Welcome to the Waitlist")}</div>
      {message ? <p className="mt-2 text-sm text-muted-foreground">{message}</p> : null}
      <p className="mt-5 rounded-xl border bg-primary/5 px-6 py-3">
        <span className="block text-xs font-medium tracking-wide text-muted-foreground uppercase">Your position</span>
        <span data-waitlist-position="" className="block text-3xl font-bold text-primary tabular-nums">
          {`#${position}`}
        </span>
      </p>
      <ul className="mt-6 w-full space-y-3 text-left text-sm">
        {PERKS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-7 w-full">{action}</div>
    </div>
  );
}
