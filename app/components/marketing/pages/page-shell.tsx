import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { PublicLayout } from "../public-layout";

/** The frame of the public content pages (about, privacy, help…): heading block, then the page's sections. */
export function PageShell({
  eyebrow,
  title,
  intro,
  updated,
  children,
  wide = false,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** "Last updated …" for legal pages. */
  updated?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <PublicLayout solidNav>
      <div className="border-b bg-gradient-to-b from-primary/5 to-transparent">
        <header className={cn("mx-auto px-4 pt-28 pb-12 sm:px-6 sm:pt-32", wide ? "max-w-6xl" : "max-w-3xl")}>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <div className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">{intro}</div>
          {updated ? <p className="mt-4 text-sm text-muted-foreground">Last updated {updated}</p> : null}
        </header>
      </div>
      <div className={cn("mx-auto px-4 py-14 sm:px-6", wide ? "max-w-6xl" : "max-w-3xl")}>{children}</div>
    </PublicLayout>
  );
}

/** Long-form text with readable typography (legal pages, about, blog). */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "space-y-5 leading-relaxed text-muted-foreground",
        "[&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-foreground",
        "[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground",
        "[&_strong]:font-semibold [&_strong]:text-foreground",
        "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5",
        "[&_a]:font-medium [&_a]:text-primary [&_a]:underline-offset-4 hover:[&_a]:underline",
        "[&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_th]:py-2 [&_th]:pr-4 [&_th]:font-semibold [&_th]:text-foreground [&_td]:border-t [&_td]:py-2 [&_td]:pr-4",
        className,
      )}
    >
      {children}
    </div>
  );
}
