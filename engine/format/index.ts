export { axisNumberFormat, compactNumber, currencyPrefix, formatNumber, type NumberStyle } from "./number";
export { formatDateLabel } from "./date";
export { formatCell } from "./cell";
