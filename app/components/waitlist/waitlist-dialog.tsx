import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
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
  const errorId = (field: WaitlistField) => `${ids}-${field}-error`;

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

            <div className="grid gap-2">
              <Label htmlFor={fieldId("name")}>Full Name</Label>
              <Input
                id={fieldId("name")}
                name="name"
                autoComplete="name"
                placeholder="Jane Smith"
                value={form.values.name}
                onChange={(e) => set("name")(e.currentTarget.value)}
                onBlur={touch("name")}
                disabled={submitting}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? errorId("name") : undefined}
              />
              <FieldError id={errorId("name")} message={errors.name} />
            </div>

            <div className="grid gap-2">
              <Label htmlFor={fieldId("email")}>Email Address</Label>
              <Input
                id={fieldId("email")}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="jane@company.com"
                value={form.values.email}
                onChange={(e) => set("email")(e.currentTarget.value)}
                onBlur={touch("email")}
                disabled={submitting}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? errorId("email") : undefined}
              />
              <FieldError id={errorId("email")} message={errors.email} />
            </div>

            <div className="grid gap-2">
              <Label htmlFor={fieldId("country")}>Country</Label>
              <CountryCombobox
                id={fieldId("country")}
                value={form.values.country}
                onChange={set("country")}
                onBlur={touch("country")}
                disabled={submitting}
                invalid={Boolean(errors.country)}
                describedBy={errors.country ? errorId("country") : undefined}
              />
              <FieldError id={errorId("country")} message={errors.country} />
            </div>

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

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}
