import { Link } from "@remix-run/react";

export default function Landing() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center gap-6 p-6">
      <h1 className="text-4xl font-semibold tracking-tight">InsightLab</h1>
      <p className="text-lg text-muted-foreground">
        Upload a spreadsheet, ask a question in plain English, and get a chart, a table and a sentence you can trust.
      </p>
      <p className="text-sm text-muted-foreground">The full landing page is being built.</p>
      <nav className="flex gap-4 text-sm font-medium text-primary">
        <Link to="/documentation">Documentation</Link>
        <Link to="/login">Sign in</Link>
        <Link to="/register">Sign up</Link>
      </nav>
    </main>
  );
}
