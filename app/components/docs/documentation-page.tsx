import {
  ArrowLeft,
  BarChart3,
  Briefcase,
  Lightbulb,
  MessageCircle,
  Rocket,
  Search,
  Share2,
  Sparkles,
  Upload,
  Video,
  Wand2,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { cn } from "~/lib/utils";
import { ArticleBody } from "./article-body";
import {
  DOC_ARTICLES,
  DOC_TABS,
  articlesForTab,
  isDocTab,
  resultsLabel,
  searchArticles,
  type DocArticle,
  type DocIcon,
  type DocTab,
} from "./articles";

/** SPEC §9: an expanded article scrolls into view after 300 ms (once it has opened). */
const EXPAND_SCROLL_DELAY_MS = 300;

const ICONS: Record<DocIcon, LucideIcon> = {
  rocket: Rocket,
  upload: Upload,
  sparkles: Sparkles,
  wand: Wand2,
  briefcase: Briefcase,
  lightbulb: Lightbulb,
  chart: BarChart3,
  share: Share2,
};

/** The page's address for a search term and tab (defaults left out), so every state can be linked and works without JavaScript. */
export function documentationHref(term: string, tab: DocTab): string {
  const params = new URLSearchParams();
  if (term.trim()) params.set("q", term.trim());
  if (tab !== "all") params.set("tab", tab);
  const query = params.toString();
  return `/documentation${query ? `?${query}` : ""}`;
}

/**
 * The documentation page (SPEC §2): search, tabs, and cards that expand inline. The search term and tab live
 * in the query string, so without JavaScript the search form and tab links work as plain requests.
 */
export function DocumentationPage({ initialTerm, initialTab }: { initialTerm: string; initialTab: string }) {
  const [term, setTerm] = useState(initialTerm);
  const [tab, setTab] = useState<DocTab>(isDocTab(initialTab) ? initialTab : "all");
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  // Keep the address in step without a navigation (nothing needs to be fetched).
  useEffect(() => {
    const next = documentationHref(term, tab);
    if (`${window.location.pathname}${window.location.search}` !== next) window.history.replaceState(window.history.state, "", next);
  }, [term, tab]);

  const matching = searchArticles(term, DOC_ARTICLES);

  return (
    <div className="mx-auto max-w-5xl px-4 pt-24 pb-20 sm:px-6 sm:pt-28">
      <a href="/" className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
        <ArrowLeft aria-hidden className="size-4" />
        Back to Home
      </a>
      <header className="mt-6">
        <h1 className="text-4xl font-bold tracking-tight">Documentation</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
          Everything you need to upload data, ask questions, clean files and share results with InsightLab.
        </p>
      </header>

      <form
        role="search"
        method="get"
        action="/documentation"
        className="relative mt-8 max-w-xl"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="docs-search" className="sr-only">
          Search documentation
        </label>
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id="docs-search"
          name="q"
          type="search"
          placeholder="Search documentation..."
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          className="h-11 pl-9"
        />
        {tab !== "all" ? <input type="hidden" name="tab" value={tab} /> : null}
      </form>

      <Tabs value={tab} onValueChange={(value) => isDocTab(value) && setTab(value)} className="mt-8 gap-6">
        <TabsList aria-label="Documentation categories" className="h-10">
          {DOC_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value} asChild className="px-4">
              {/* A link, so tabs work without JavaScript; with it, Radix switches tabs in place. */}
              <a href={documentationHref(term, t.value)} onClick={(event) => event.preventDefault()}>
                {t.label}
              </a>
            </TabsTrigger>
          ))}
        </TabsList>
        {DOC_TABS.map((t) => {
          const articles = articlesForTab(t.value, matching);
          return (
            <TabsContent key={t.value} value={t.value} className="focus-visible:ring-0">
              {t.value === "all" && term.trim() ? (
                <p role="status" className="mb-4 text-sm text-muted-foreground">
                  {resultsLabel(articles.length, term)}
                </p>
              ) : null}
              {articles.length > 0 ? (
                <ul className="grid gap-5 md:grid-cols-2">
                  {articles.map((article) => (
                    <DocCard
                      key={article.slug}
                      article={article}
                      open={Boolean(expanded[article.title])}
                      onOpenChange={(open) => setExpanded((e) => ({ ...e, [article.title]: open }))}
                    />
                  ))}
                </ul>
              ) : (
                <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
                  No articles match “{term.trim()}”. Try another word, or browse All.
                </p>
              )}
            </TabsContent>
          );
        })}
      </Tabs>

      <section aria-labelledby="docs-help-heading" className="mt-16 rounded-2xl border bg-muted/40 p-8 text-center">
        <h2 id="docs-help-heading" className="text-2xl font-bold tracking-tight">
          Still Need Help?
        </h2>
        <p className="mx-auto mt-2 max-w-lg text-muted-foreground">
          Watch step-by-step videos, or write to our support team — we answer within one business day.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="/tutorials" className={buttonVariants({ variant: "outline", size: "lg" })}>
            <Video aria-hidden />
            Video Tutorials
          </a>
          <a href="/contact" className={buttonVariants({ size: "lg" })}>
            <MessageCircle aria-hidden />
            Contact Support
          </a>
        </div>
      </section>
    </div>
  );
}

function DocCard({ article, open, onOpenChange }: { article: DocArticle; open: boolean; onOpenChange: (open: boolean) => void }) {
  const Icon = ICONS[article.icon];
  const cardRef = useRef<HTMLLIElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  return (
    <li
      ref={cardRef}
      id={article.slug}
      data-doc-card=""
      className={cn("scroll-mt-24 rounded-2xl border bg-card p-6 shadow-xs transition-shadow", open && "shadow-md md:col-span-2")}
    >
      <div className="flex items-start gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">{article.title}</h2>
            <span className="rounded-full border px-2 py-0.5 text-xs font-medium text-muted-foreground">{article.category}</span>
          </div>
          <p className="mt-1.5 text-sm text-muted-foreground">{article.description}</p>
        </div>
      </div>
      {/* <details> expands without JavaScript too; with it, React tracks which articles are open. */}
      <details
        className="group mt-4"
        open={open}
        onToggle={(event) => {
          const nowOpen = event.currentTarget.open;
          if (nowOpen === open) return;
          onOpenChange(nowOpen);
          clearTimeout(scrollTimer.current);
          if (nowOpen) {
            scrollTimer.current = setTimeout(() => {
              const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
              cardRef.current?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
            }, EXPAND_SCROLL_DELAY_MS);
          }
        }}
      >
        <summary
          className={cn(
            buttonVariants({ variant: "link", size: "sm" }),
            "cursor-pointer list-none px-0 [&::-webkit-details-marker]:hidden",
          )}
        >
          <span className="group-open:hidden">Read More</span>
          <span className="hidden group-open:inline">Show Less</span>
        </summary>
        <div data-doc-content="" className="mt-4 border-t pt-5">
          <ArticleBody content={article.content} headingLevel={3} />
        </div>
      </details>
    </li>
  );
}
