import { cn } from "~/lib/utils";

/** The InsightLab mark (the favicon's atom) and word mark, as one link home. The sign-in pages draw the same mark. */
export function BrandLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <a href="/" onClick={onClick} className={cn("inline-flex items-center gap-2.5 rounded-md font-semibold tracking-tight", className)}>
      <BrandMark className="size-8" />
      <span className="text-lg">InsightLab</span>
    </a>
  );
}

/** The mark alone; `label` names it for screen readers where it stands without the word mark. */
export function BrandMark({ className, label }: { className?: string; label?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} data-slot="brand-mark" {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}>
      <rect width="32" height="32" rx="8" fill="#7c3aed" />
      <circle cx="16" cy="16" r="3.2" fill="#fff" />
      <g fill="none" stroke="#fff" strokeWidth="1.6">
        <ellipse cx="16" cy="16" rx="11" ry="4.4" />
        <ellipse cx="16" cy="16" rx="11" ry="4.4" transform="rotate(60 16 16)" />
        <ellipse cx="16" cy="16" rx="11" ry="4.4" transform="rotate(120 16 16)" />
      </g>
    </svg>
  );
}
