import type { ReactNode } from "react";
import { descriptionAsJson } from "./toast-description";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { useToast } from "./use-toast";

/** Renders the toast list; mounted once in app/root.tsx. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, ...props }) => {
        const json = description === undefined ? null : descriptionAsJson(description);
        return (
          <Toast key={id} {...props}>
            <div className="grid min-w-0 gap-1">
              {title && <ToastTitle>{title}</ToastTitle>}
              {json !== null ? (
                <ToastDescription asChild>
                  <pre className="max-h-48 overflow-auto rounded-md bg-foreground/5 p-2 font-mono text-xs whitespace-pre-wrap break-words group-[.destructive]:bg-black/15">
                    {json}
                  </pre>
                </ToastDescription>
              ) : (
                description !== undefined && <ToastDescription>{description as ReactNode}</ToastDescription>
              )}
            </div>
            {action}
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport />
    </ToastProvider>
  );
}
