import { useSyncExternalStore } from "react";
import { EMPTY_TOAST_STATE, type ToasterToast } from "./toast-reducer";
import { createToastStore, type ToastHandle, type ToastInput } from "./toast-store";

export type { ToastHandle, ToastInput } from "./toast-store";

// One toast list per page; in the Worker each render only reads the (empty) server snapshot.
const store = createToastStore();

/**
 * Shows a toast (replacing the one on screen) and returns its id with `dismiss` and `update`.
 * Usable outside React, e.g. `toast({ variant: "destructive", title: "Error", description: message })`.
 */
export function toast(props: ToastInput): ToastHandle {
  return store.toast(props);
}

/** Closes one toast, or all when no id is given. */
export function dismissToast(toastId?: string): void {
  store.dismiss(toastId);
}

const getServerSnapshot = () => EMPTY_TOAST_STATE;

/** The current toasts plus `toast()` and `dismiss()`, shadcn-style. */
export function useToast(): { toasts: ToasterToast[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const { toasts } = useSyncExternalStore(store.subscribe, store.getState, getServerSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
