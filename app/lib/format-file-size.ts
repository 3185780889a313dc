// The app's pages use the engine's byte formatter, so every size the product shows is in the same units.
export { formatFileSize } from "../../engine/format-file-size";
