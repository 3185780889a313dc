// The waitlist dialog's form state (SPEC §4): fields are marked touched on blur; once touched, their errors
// are re-evaluated on every change. Untouched fields show no error yet.
import { EMPTY_WAITLIST_VALUES, validateWaitlist, type WaitlistField, type WaitlistValues } from "~/lib/schemas/waitlist";

export type Touched = Partial<Record<WaitlistField, boolean>>;

export interface WaitlistFormState {
  values: WaitlistValues;
  touched: Touched;
}

export const INITIAL_WAITLIST_FORM: WaitlistFormState = { values: EMPTY_WAITLIST_VALUES, touched: {} };

export function changeField(state: WaitlistFormState, field: WaitlistField, value: string): WaitlistFormState {
  return { ...state, values: { ...state.values, [field]: value } };
}

export function touchField(state: WaitlistFormState, field: WaitlistField): WaitlistFormState {
  return state.touched[field] ? state : { ...state, touched: { ...state.touched, [field]: true } };
}

/** Errors to show: only for touched fields, always computed from the current values. */
export function visibleErrors(state: WaitlistFormState): Partial<Record<WaitlistField, string>> {
  const all = validateWaitlist(state.values);
  const shown: Partial<Record<WaitlistField, string>> = {};
  for (const field of Object.keys(all) as WaitlistField[]) if (state.touched[field]) shown[field] = all[field];
  return shown;
}
