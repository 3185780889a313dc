// The one byte formatter of the product (engine messages, the app's pages and its plan limits): decimal units,
// 1 MB = 1,000,000 bytes, as the plans table says "10 MB".

const UNITS: [number, string][] = [
  [1e9, "GB"],
  [1e6, "MB"],
  [1e3, "KB"],
];

/** A file size for people: "999 bytes", "820 KB", "4.2 MB", "10 MB", "1 GB" (one decimal below 10). */
export function formatFileSize(bytes: number): string {
  for (const [size, unit] of UNITS) {
    // Rounded first, so 999,999 bytes reads "1 MB", not "1000 KB".
    const value = bytes / size;
    const shown = value >= 9.95 ? Math.round(value) : Math.round(value * 10) / 10;
    if (shown >= 1) return `${shown} ${unit}`;
  }
  return `${bytes} bytes`;
}
