const COMPANIES = [
  "Microsoft", "Shopify", "Salesforce", "Spotify", "Airbnb", "Stripe",
  "Atlassian", "HubSpot", "Netflix", "Slack", "Zendesk", "Dropbox",
];

/** The static strip of company names, scrolling slowly; it pauses on hover and stands still for reduced motion. */
export function CompanyStrip() {
  return (
    <section aria-label="Companies" className="border-y bg-muted/30 py-10">
      <style>{"@keyframes marquee{to{transform:translateX(-50%)}}"}</style>
      <p className="mx-auto max-w-6xl px-4 text-center text-sm font-medium text-muted-foreground">
        Made for the questions business teams ask every day at companies like
      </p>
      <div className="group relative mt-6 overflow-hidden">
        {/* Edge fades drawn over the strip (cheaper than masking an animated layer). */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 z-10 w-16 bg-gradient-to-r from-background to-transparent sm:w-32" />
        <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 z-10 w-16 bg-gradient-to-l from-background to-transparent sm:w-32" />
        <div className="flex w-max animate-[marquee_40s_linear_infinite] will-change-transform group-hover:[animation-play-state:paused] motion-reduce:animate-none">
          {[0, 1].map((copy) => (
            <ul key={copy} aria-hidden={copy === 1 ? "true" : undefined} className="flex shrink-0 items-center gap-14 pr-14">
              {COMPANIES.map((name) => (
                <li key={name} className="text-xl font-semibold tracking-tight whitespace-nowrap text-muted-foreground">
                  {name}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
