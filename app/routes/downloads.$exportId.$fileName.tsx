// /downloads/:exportId/:fileName?expires=…&signature=… — a signed download link (24 hours). A valid link
// goes on to the file; a tampered one answers 403, an expired one 410 with a way to a fresh link (the
// export's page signs a new one for its owner).
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useParams } from "@remix-run/react";
import { ErrorMessage, GeneralErrorBoundary, responseText } from "~/components/error-boundary";
import { buttonVariants } from "~/components/ui/button";
import { checkDownloadLink } from "~/server/reports/exports.server";

export const meta: MetaFunction = () => [{ title: "Download — InsightLab" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const link = await checkDownloadLink(context.services, url, params.exportId ?? "");
  if (!link.ok) throw data(link.message, { status: link.status, headers: { "Cache-Control": "no-store" } });
  // The bytes come from the resource route beside this page (a page's loader cannot answer with a file).
  return redirect(`${url.pathname}/file${url.search}`);
}

export default function Download() {
  return null;
}

function Page({ children }: { children: React.ReactNode }) {
  return <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">{children}</main>;
}

function NewLink() {
  const { exportId } = useParams();
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to={`/dashboard/reports/exports/${exportId}`} className={buttonVariants()}>
        Generate a new link
      </Link>
      <Link to="/dashboard/reports" className={buttonVariants({ variant: "outline" })}>
        Go to Reports
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <Page>
      <GeneralErrorBoundary
        statusHandlers={{
          403: ({ error }) => <ErrorMessage title="This link does not work" message={responseText(error)} plain action={<NewLink />} />,
          404: ({ error }) => <ErrorMessage title="Not found" message={responseText(error)} plain action={<NewLink />} />,
          410: ({ error }) => <ErrorMessage title="This link has expired" message={responseText(error)} plain action={<NewLink />} />,
        }}
      />
    </Page>
  );
}
