// A password input with a show/hide button (the button appears only once JavaScript runs).
import { Eye, EyeOff } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Input, type InputProps } from "~/components/ui/input";
import { cn } from "~/lib/utils";

const subscribeNothing = () => () => {};

export function PasswordInput({ className, ...props }: InputProps) {
  const [visible, setVisible] = useState(false);
  // False on the server and during hydration, true afterwards: the toggle needs JavaScript to work.
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? "text" : "password"} className={cn("pr-10", className)} />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-md text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:opacity-50"
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      ) : null}
    </div>
  );
}
