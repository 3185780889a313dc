export { ThemeProvider, useTheme, type ThemeContextValue } from "./theme-provider";
export { ThemeToggle } from "./theme-toggle";
export { ThemePicker } from "./theme-picker";
