// One module serves the public pages whose content the spec does not show (/support, /about, …).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BeingBuilt } from "~/components/being-built";

export function loader({ request }: LoaderFunctionArgs) {
  const slug = new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop()!.toLowerCase();
  return { slug };
}

export default function PublicPage() {
  const { slug } = useLoaderData<typeof loader>();
  const title = slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
  return <BeingBuilt title={title} />;
}
