export { ThemeToggle } from "./theme-toggle";
export { ThemePicker } from "./theme-picker";
