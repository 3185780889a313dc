// A labelled input with its hint and error wired for screen readers (aria-describedby / aria-invalid), and the
// same for a field of a conform form (the account forms).
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Input, type InputProps } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";
import { PasswordInput } from "./password-input";

export interface FormFieldProps extends Omit<InputProps, "id"> {
  id: string;
  label: ReactNode;
  /** Shown under the input while there is no error. */
  hint?: ReactNode;
  errors?: string[];
  /** Something at the right of the label row (e.g. "Forgot password?"). */
  labelAside?: ReactNode;
  /** Replaces the plain input (e.g. the password input with its show/hide button). */
  render?: (inputProps: InputProps & { id: string }) => ReactNode;
}

export function FormField({ id, label, hint, errors, labelAside, render, className, ...inputProps }: FormFieldProps) {
  const error = errors?.[0];
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const props = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: cn("h-10", className),
    ...inputProps,
  };
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {inputProps.required ? null : <span className="font-normal text-muted-foreground">(optional)</span>}
        </Label>
        {labelAside}
      </div>
      {render ? render(props) : <Input {...props} />}
      {error ? (
        <p id={`${id}-error`} className="text-[0.8rem] font-medium text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-[0.8rem] text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const passwordInput = (props: InputProps & { id: string }) => <PasswordInput {...props} />;

/**
 * A FormField for a conform field: its name, constraints, default value, id and errors come from `field`.
 * A password field gets the show/hide button.
 */
export function ConformField({ field, type, ...props }: Omit<FormFieldProps, "id" | "type" | "errors" | "render"> & { field: FieldMetadata<string | undefined>; type: "email" | "password" | "text" }) {
  // conform's `key` resets the input when the form is reset; its aria wiring is FormField's job.
  const { key, ...inputProps } = getInputProps(field, { type, ariaAttributes: false });
  return <FormField key={key} {...inputProps} id={field.id} errors={field.errors} render={type === "password" ? passwordInput : undefined} {...props} />;
}
