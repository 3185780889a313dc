import {
  EMPTY_TOAST_STATE,
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type ToastAction,
  type ToasterToast,
  type ToastState,
} from "./toast-reducer";

/** What `toast()` accepts: everything but the id and open flag, which the store assigns. */
export type ToastInput = Omit<ToasterToast, "id" | "open">;

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (props: ToastInput) => void;
}

export interface ToastStore {
  getState(): ToastState;
  subscribe(listener: () => void): () => void;
  dispatch(action: ToastAction): void;
  toast(props: ToastInput): ToastHandle;
  /** Closes one toast, or all of them. */
  dismiss(toastId?: string): void;
}

/** The toast list with its side effects: ids, listeners and the removal timers for dismissed toasts. */
export function createToastStore(): ToastStore {
  let state = EMPTY_TOAST_STATE;
  let lastId = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function scheduleRemoval(toastId: string) {
    if (removalTimers.has(toastId)) return;
    removalTimers.set(
      toastId,
      setTimeout(() => {
        removalTimers.delete(toastId);
        dispatch({ type: "REMOVE_TOAST", toastId });
      }, TOAST_REMOVE_DELAY_MS),
    );
  }

  function cancelRemoval(toastId: string) {
    clearTimeout(removalTimers.get(toastId));
    removalTimers.delete(toastId);
  }

  function dispatch(action: ToastAction) {
    if (action.type === "DISMISS_TOAST") {
      for (const t of state.toasts) if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id);
    }
    const next = toastReducer(state, action);
    // Toasts pushed out by the limit or removed early need no pending timer.
    for (const t of state.toasts) if (!next.toasts.some((n) => n.id === t.id)) cancelRemoval(t.id);
    state = next;
    for (const listener of listeners) listener();
  }

  function dismiss(toastId?: string) {
    dispatch({ type: "DISMISS_TOAST", toastId });
  }

  function toast(props: ToastInput): ToastHandle {
    lastId = (lastId + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(lastId);
    const close = () => dismiss(id);
    dispatch({
      type: "ADD_TOAST",
      toast: {
        ...props,
        id,
        open: true,
        onOpenChange(open) {
          props.onOpenChange?.(open);
          if (!open) close();
        },
      },
    });
    return {
      id,
      dismiss: close,
      // The store's own onOpenChange (which dismisses) is kept: an update changes content only.
      update: ({ onOpenChange: _kept, ...update }) => dispatch({ type: "UPDATE_TOAST", toast: { ...update, id } }),
    };
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    toast,
    dismiss,
  };
}
