// The state of an account form: conform checks it in the browser against the zod schema its action uses,
// and `busy` says that this form (not another on the page) is being submitted. The form's id is its intent unless given (it must not be another element's id: its inputs name the form by id).
import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import type { z } from "zod";

/** What an account form's action answers: which form (its intent) and conform's result for it. */
interface FormReply {
  intent: string;
  result: SubmissionResult<string[]>;
}

/** One form of a page that may hold several (sign-in and forgot-password; the Settings forms): only its own reply applies. */
export function useAuthForm<Schema extends z.ZodObject>(intent: string, schema: Schema, actionData: FormReply | undefined, defaultValue?: DefaultValue<z.input<Schema>>, id: string = intent) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const [form, fields] = useForm({
    id,
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return { form, fields, busy };
}
