import { RadioGroup } from "radix-ui";
import { THEMES, isTheme } from "~/lib/theme";
import { cn } from "~/lib/utils";
import { THEME_ICONS, THEME_LABELS } from "./theme-labels";
import { useTheme } from "./theme-provider";

/** A segmented Light / Dark / System choice (a radio group), e.g. for the mobile menu. */
export function ThemePicker({ className, label = "Theme" }: { className?: string; label?: string }) {
  const { theme, setTheme } = useTheme();
  return (
    <RadioGroup.Root
      aria-label={label}
      value={theme}
      onValueChange={(value) => isTheme(value) && setTheme(value)}
      orientation="horizontal"
      className={cn("@container inline-flex w-full items-center gap-1 rounded-lg bg-muted p-1", className)}
    >
      {THEMES.map((option) => {
        const Icon = THEME_ICONS[option];
        return (
          <RadioGroup.Item
            key={option}
            value={option}
            className="inline-flex h-9 min-w-0 flex-1 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 data-[state=checked]:bg-background data-[state=checked]:text-foreground data-[state=checked]:shadow-sm"
          >
            <Icon aria-hidden className="size-4 shrink-0 @max-[18rem]:hidden" />
            {THEME_LABELS[option]}
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
