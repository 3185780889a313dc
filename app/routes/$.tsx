// The catch-all: any path not in the route table gets the spec's not-found page with HTTP 404.
import { data, type MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";

export const loader = () => data(null, { status: 404 });

export const meta: MetaFunction = () => [{ title: "404 Page Not Found — InsightLab" }];

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">Error 404</p>
      <h1 className="text-3xl font-semibold tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <Link to="/" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        Back to the homepage
      </Link>
    </main>
  );
}
