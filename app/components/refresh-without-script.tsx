/**
 * Reloads the page every `seconds` for browsers without JavaScript, while it waits on work in the background. Inside
 * <noscript>, so a browser running the app never sees it: a refresh tag rendered into the head once scheduled a
 * reload that Chromium kept after the page had been left, and took the user back to it.
 */
export function RefreshWithoutScript({ seconds }: { seconds: number }) {
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}
