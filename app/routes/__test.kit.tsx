// Test-only (present only in builds made with INSIGHTLAB_TEST_ROUTES=1): a page exercising the UI kit.
export default function Kit() {
  return <main className="p-6">UI kit test page</main>;
}
