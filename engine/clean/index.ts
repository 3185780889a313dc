// Data cleaning: detectors, levels, recipes, applying them and the before/after preview (pure; see clean.ts),
// and the validation of AI suggestions (suggestions.ts; the model call is ./ai/suggest-merges.ts).
export { applyRecipe, previewCleaning, recipeFrom, recommend, stepId, tickedByDefault, type CleaningPreview, type CleaningRecipe, type Recommendation } from "./clean";
export { DEFAULT_LEVEL, LEVEL_INFO } from "./levels";
export { CLEANING_LEVELS, type CleaningLevel, type FileRecords } from "./rule-parts";
export { rowsRepeatingAnother } from "./duplicates";
export { levelTakesSuggestions, validateMergeSuggestions } from "./suggestions";
export { datasetFromTable, tableFromDataset, type Cell, type CleanTable } from "./table";
