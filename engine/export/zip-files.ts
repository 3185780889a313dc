// Several files as one zip (SheetJS's zip writer, which the Excel export already brings): a report's CSV
// tables or chart images, one file per analysis.
import { CFB } from "xlsx";

export function zipFiles(files: { name: string; bytes: Uint8Array }[]): Uint8Array {
  const zip = CFB.utils.cfb_new();
  for (const file of files) CFB.utils.cfb_add(zip, file.name, file.bytes);
  // The zip writer leaves out cfb_new's placeholder entry, so the archive holds only these files.
  return new Uint8Array(CFB.write(zip, { fileType: "zip", type: "array", compression: true }) as ArrayBuffer);
}
