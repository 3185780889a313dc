import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AppProviders } from "~/components/app-providers";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { FlashToastMessage } from "~/lib/flash-toast";
import type { SessionUser } from "~/lib/session-user";
import { FlashToast } from "~/components/auth/flash-toast";
import { useNonce } from "~/components/nonce";
import { SessionProvider } from "~/components/auth/session-context";
import { getSession } from "~/server/auth/session.server";
import { toSessionUser } from "~/server/auth/users.server";
import { readFlashToast } from "~/server/flash-toast.server";
import { THEME_INIT_SCRIPT } from "~/lib/theme";
import stylesheet from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "InsightLab — ask your business data questions in plain English" },
  { name: "description", content: "Upload a spreadsheet, ask a question in plain English, get a chart, a table and a sentence you can trust." },
];

export interface RootLoaderData {
  user: SessionUser | null;
  flashToast: FlashToastMessage | null;
}

/** The signed-in user for every page's first paint (SPEC §4), and a toast left by the previous action. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(context.services.db, request);
  const flash = readFlashToast(request);
  const headers = new Headers();
  for (const cookie of [session.setCookie, flash.setCookie]) if (cookie) headers.append("Set-Cookie", cookie);
  return data<RootLoaderData>({ user: session.user ? toSessionUser(session.user) : null, flashToast: flash.toast }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  // Undefined on the error screen when the root loader itself failed: the session context then asks the server.
  const rootData = useRouteLoaderData<RootLoaderData>("root");
  const nonce = useNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh font-sans">
        <SessionProvider serverUser={rootData?.user}>
          <AppProviders>{children}</AppProviders>
          <FlashToast message={rootData?.flashToast} />
        </SessionProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The top-level error screen (SPEC §2): 'Something went wrong.' and the error message. */
export function ErrorBoundary() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center p-6">
      <GeneralErrorBoundary
        action={
          <a href="/" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Back to the homepage
          </a>
        }
      />
    </main>
  );
}
