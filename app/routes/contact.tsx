// /contact: the contact form, stored in D1; works without JavaScript (a plain form post to this action).
import { data, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useSearchParams } from "@remix-run/react";
import { ContactPage, type ContactResult } from "~/components/marketing/pages/contact-page";
import { contactSchema } from "~/lib/schemas/contact";
import { pageMeta } from "~/lib/seo";
import { recordContactMessage } from "~/server/contact.server";
import { readSmallForm, submitPublicForm } from "~/server/public-forms.server";
import { passRetryAfter, retryAfterHeaders } from "~/server/rate-limit.server";

/** A refused (429) submission tells the client when to try again. */
export const headers: HeadersFunction = passRetryAfter;

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Contact",
    description: "Contact the InsightLab team: product questions, Enterprise Team enquiries, account help, privacy and security requests.",
  });

const LABELS = { name: "Name", email: "Email", topic: "Topic", message: "Message" };

export async function action({ request, context }: ActionFunctionArgs) {
  const values = await readSmallForm(request);
  if (!values) {
    return data<ContactResult>({ status: "invalid", errors: { message: "Your message is too long." }, values: {} }, { status: 413 });
  }
  const raw = { name: values.name ?? "", email: values.email ?? "", topic: values.topic ?? "", message: values.message ?? "" };
  const outcome = await submitPublicForm({
    db: context.services.db,
    now: context.services.clock.now().getTime(),
    request,
    form: "contact",
    schema: contactSchema,
    labels: LABELS,
    raw,
    save: (input) => recordContactMessage(context.services.db, input),
  });
  switch (outcome.kind) {
    case "limited":
      return data<ContactResult>({ status: "limited", message: outcome.limit.message }, { status: 429, headers: retryAfterHeaders(outcome.limit) });
    case "invalid":
      return data<ContactResult>({ status: "invalid", errors: outcome.errors, values: raw }, { status: 400 });
    case "ok":
      return data<ContactResult>({ status: "sent" }, { status: 201 });
  }
}

export default function Contact() {
  const result = useActionData() as ContactResult | undefined;
  const [params] = useSearchParams();
  return <ContactPage result={result} initialTopic={params.get("topic") ?? undefined} />;
}
