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
      <div className="group relative mt-6 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
        <div className="flex w-max animate-[marquee_40s_linear_infinite] group-hover:[animation-play-state:paused] motion-reduce:animate-none">
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
