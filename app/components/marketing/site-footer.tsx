import { BrandLink } from "~/components/nav/brand";
import { FOOTER_COLUMNS, SOCIAL_LINKS } from "./site-links";
import { SocialIcon } from "./social-icon";

/** The footer of every public page: section and page links, and the five social links. */
export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div>
          <BrandLink />
          <p className="mt-4 max-w-xs text-sm text-muted-foreground">
            AI-powered data analysis for business teams: upload a file, ask in plain English, get charts and answers you
            can check.
          </p>
          <ul className="mt-6 flex gap-2" aria-label="InsightLab on social media">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.network}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  className="inline-flex size-9 items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:border-primary/50 hover:text-primary"
                >
                  <SocialIcon network={s.network} className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="text-muted-foreground transition-colors hover:text-foreground">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} InsightLab. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
