// Bytes as base64 (data: URLs in decks and SVG files), in chunks: spreading a large array into one call overflows the stack.
export function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
