// The toast list as a pure reducer (SPEC §4, §9): at most TOAST_LIMIT shown, newest first.
import type * as React from "react";

/** Only one toast is on screen; a new one replaces the old. */
export const TOAST_LIMIT = 1;
/** Dismissed toasts stay in memory this long (for their exit animation and late updates), then go. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** How long a toast stays open unless its own `duration` says otherwise. */
export const TOAST_DURATION_MS = 5000;
/** Toasts are swiped away to the right, past this many pixels. */
export const TOAST_SWIPE_DIRECTION = "right";
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The hotkey that moves focus to the toast viewport. */
export const TOAST_HOTKEY = ["F8"];

export type ToastVariant = "default" | "destructive";

/** A description is text (or any React node), or a plain object/array of data that is shown as JSON. */
export type ToastDescription = React.ReactNode | Record<string, unknown> | readonly unknown[];

export interface ToasterToast {
  id: string;
  title?: React.ReactNode;
  description?: ToastDescription;
  /** A <ToastAction altText="…"> element. */
  action?: React.ReactElement;
  variant?: ToastVariant;
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds before auto-dismiss; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastState {
  toasts: ToasterToast[];
}

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & Pick<ToasterToast, "id"> }
  /** Closes one toast, or all when no id is given. */
  | { type: "DISMISS_TOAST"; toastId?: string }
  /** Forgets one toast, or all when no id is given. */
  | { type: "REMOVE_TOAST"; toastId?: string };

export const EMPTY_TOAST_STATE: ToastState = { toasts: [] };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE_TOAST":
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}
