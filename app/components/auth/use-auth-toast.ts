import { useEffect } from "react";
import { toast } from "~/components/ui/use-toast";
import type { AuthActionData } from "~/lib/auth-form";

/** Shows the toast an action answered with, once per answer. */
export function useActionToast(actionData: AuthActionData | undefined) {
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);
}
