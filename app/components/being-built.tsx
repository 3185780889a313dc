import { Link } from "@remix-run/react";

/** An honest body for pages whose content a later piece of work fills; the route and status are real. */
export function BeingBuilt({ title }: { title: string }) {
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-2xl flex-col justify-center gap-3 p-6">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">This page is being built.</p>
      <Link to="/" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        Back to Homepage
      </Link>
    </main>
  );
}
