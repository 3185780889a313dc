import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { isWaitlistComplete, type WaitlistField } from "~/lib/schemas/waitlist";
import { CountryCombobox } from "./country-combobox";
import { postWaitlistEntry, waitlistErrorDescription, waitlistSuccessToast, type WaitlistJoined } from "./waitlist-api";
import { INITIAL_WAITLIST_FORM, changeField, touchField, visibleErrors, type WaitlistFormState } from "./waitlist-form-state";
import { WaitlistSuccess } from "./waitlist-success";

/** SPEC §9: closing after success resets the form after 300 ms (once the closing animation is over). */
const RESET_AFTER_CLOSE_MS = 300;

/**
 * The waitlist dialog (SPEC §2, §4). Each opening mounts it afresh (WaitlistProvider keys it by opening),
 * which resets the form, errors, country search and success state.
 */
export function WaitlistDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState<WaitlistFormState>(INITIAL_WAITLIST_FORM);
  const [submitting, setSubmitting] = useState(false);
  const [joined, setJoined] = useState<WaitlistJoined | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ids = useId();
  const fieldId = (field: WaitlistField) => `${ids}-${field}`;
  const errorId = (field: WaitlistField) => `${fieldId(field)}-error`;

  const reset = () => {
    setForm(INITIAL_WAITLIST_FORM);
    setJoined(null);
    setSubmitting(false);
  };

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const handleOpenChange = (next: boolean) => {
    if (!next && submitting) return; // Cancel is disabled while joining; so is closing
    onOpenChange(next);
    if (!next && joined) resetTimer.current = setTimeout(reset, RESET_AFTER_CLOSE_MS);
  };

  const errors = visibleErrors(form);
  const canSubmit = isWaitlistComplete(form.values) && !submitting;

  const set = (field: WaitlistField) => (value: string) => setForm((s) => changeField(s, field, value));
  const touch = (field: WaitlistField) => () => setForm((s) => touchField(s, field));
  /** What the name and email inputs share: value, change, blur (which shows the field's error) and disabled while joining. */
  const textInput = (field: "name" | "email") => ({
    id: fieldId(field),
    name: field,
    value: form.values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field)(e.currentTarget.value),
    onBlur: touch(field),
    disabled: submitting,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorId(field) : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    try {
      const result = await postWaitlistEntry(form.values);
      setJoined(result);
      toast(waitlistSuccessToast(result.position));
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: waitlistErrorDescription(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-md" onInteractOutside={(e) => submitting && e.preventDefault()}>
        {joined ? (
          <WaitlistSuccess
            position={joined.position}
            message={joined.message}
            heading={(text) => <DialogTitle className="text-xl">{text}</DialogTitle>}
            action={
              <Button type="button" className="w-full" onClick={() => handleOpenChange(false)}>
                Close
              </Button>
            }
          />
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={submitting}>
            <DialogHeader>
              <DialogTitle className="text-xl">Join the Waitlist</DialogTitle>
              <DialogDescription>Be among the first to try InsightLab. We'll email you when your early access is ready.</DialogDescription>
            </DialogHeader>

            <Field id={fieldId("name")} label="Full Name" error={errors.name}>
              <Input {...textInput("name")} autoComplete="name" placeholder="Jane Smith" />
            </Field>

            <Field id={fieldId("email")} label="Email Address" error={errors.email}>
              <Input {...textInput("email")} type="email" autoComplete="email" inputMode="email" placeholder="jane@company.com" />
            </Field>

            <Field id={fieldId("country")} label="Country" error={errors.country}>
              <CountryCombobox
                id={fieldId("country")}
                value={form.values.country}
                onChange={set("country")}
                onBlur={touch("country")}
                disabled={submitting}
                invalid={Boolean(errors.country)}
                describedBy={errors.country ? errorId("country") : undefined}
              />
            </Field>

            <DialogFooter className="pt-1">
              <Button type="button" variant="outline" disabled={submitting} onClick={() => handleOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!canSubmit}>
                {submitting ? (
                  <>
                    <Loader2 aria-hidden className="animate-spin" />
                    Joining...
                  </>
                ) : (
                  "Join Waitlist"
                )}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A field of the form: its label, the control, and the control's error (with the id `${id}-error`) once it shows. */
function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
