// The state of an account form: conform checks it in the browser against the zod schema its action uses,
// and `busy` says that this form (not another on the page) is being submitted. The form's id is its intent.
import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import type { z } from "zod";
import type { AuthActionData } from "~/lib/auth-form";

export function useAuthForm<Schema extends z.ZodObject>(intent: AuthActionData["intent"], schema: Schema, actionData: AuthActionData | undefined) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const [form, fields] = useForm({
    id: intent,
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return { form, fields, busy };
}
