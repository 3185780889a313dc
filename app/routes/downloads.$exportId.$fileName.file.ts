// The bytes behind a signed download link (/downloads/:exportId/:fileName leads here with the same query):
// the signature is checked again over the link's own path, and the file is sent as an attachment.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { checkDownloadLink, downloadResponse } from "~/server/reports/exports.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const signed = new URL(url);
  signed.pathname = url.pathname.replace(/\/file$/, "");
  const link = await checkDownloadLink(context.services, signed, params.exportId ?? "");
  const refused = (status: number, message: string) => new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  if (!link.ok) return refused(link.status, link.message);
  return (await downloadResponse(context.services.files, link.row)) ?? refused(404, "This file was not found. It may have been deleted.");
}
