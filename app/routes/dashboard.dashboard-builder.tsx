export default function Page() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold tracking-tight">Dashboard Builder</h1>
      <p className="text-muted-foreground">This part of the workspace is being built.</p>
    </section>
  );
}
