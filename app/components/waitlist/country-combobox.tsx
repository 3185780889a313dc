import { Check, ChevronsUpDown } from "lucide-react";
import { useMemo, useState } from "react";
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from "~/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { COUNTRIES, searchCountries } from "~/lib/countries";
import { cn } from "~/lib/utils";

/** SPEC §9: the list's scroll area is at most 200 px high. */
const LIST_MAX_HEIGHT_CLASS = "max-h-[200px]";

/**
 * The Country field: a button that opens a searchable list of the 195 countries
 * (case-insensitive substring search). Closing the list counts as leaving the field.
 */
export function CountryCombobox({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (country: string) => void;
  onBlur: () => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const matches = useMemo(() => searchCountries(search, COUNTRIES), [search]);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setSearch("");
        else onBlur();
      }}
    >
      <PopoverTrigger
        id={id}
        type="button"
        role="combobox"
        aria-expanded={open}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        className={cn(
          "flex h-9 w-full items-center justify-between rounded-md border border-input bg-background px-3 text-left text-sm shadow-xs outline-none",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
          !value && "text-muted-foreground",
        )}
      >
        <span className="truncate">{value || "Select your country"}</span>
        <ChevronsUpDown aria-hidden className="size-4 opacity-50" />
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) p-0" align="start">
        <Command shouldFilter={false} label="Search countries">
          <CommandInput placeholder="Search countries..." value={search} onValueChange={setSearch} />
          <CommandList data-country-list="" className={LIST_MAX_HEIGHT_CLASS}>
            <CommandEmpty>No country found.</CommandEmpty>
            {matches.map((country) => (
              <CommandItem
                key={country}
                value={country}
                onSelect={() => {
                  onChange(country);
                  setOpen(false);
                  onBlur();
                }}
              >
                <Check aria-hidden className={cn("size-4", value === country ? "opacity-100" : "opacity-0")} />
                {country}
              </CommandItem>
            ))}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
