// Data cleaning: detectors, levels, recipes, applying them and the before/after preview (pure; see clean.ts).
export { applyRecipe, previewCleaning, recipeFrom, recommend, stepId, type CleaningPreview, type CleaningRecipe, type Recommendation } from "./clean";
export { DEFAULT_LEVEL, LEVEL_INFO } from "./levels";
export { CLEANING_LEVELS, type CleaningLevel } from "./rules";
export { datasetFromTable, tableFromDataset, type Cell } from "./table";
