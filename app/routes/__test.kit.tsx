// Test-only (present only in builds made with INSIGHTLAB_TEST_ROUTES=1): a page exercising the UI kit,
// used by tests/e2e/ui-kit.test.ts and for looking at the kit in both themes. ?loading=1 shows the loading screen.
import { useSearchParams } from "@remix-run/react";
import { Check, ChevronsUpDown, Info, LogOut, Mail, Settings, Trash2, User } from "lucide-react";
import { useState, type ReactNode } from "react";
import { AnimatedLogo } from "~/components/animated-logo";
import { AtomSpinner, LoadingScreen } from "~/components/loading-screen";
import { ThemePicker, ThemeToggle } from "~/components/theme";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "~/components/ui/command";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { Progress } from "~/components/ui/progress";
import { Separator } from "~/components/ui/separator";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { Skeleton } from "~/components/ui/skeleton";
import { Switch } from "~/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { ToastAction } from "~/components/ui/toast";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "~/components/ui/tooltip";
import { toast } from "~/components/ui/use-toast";
import { cn } from "~/lib/utils";

const SAMPLE_COUNTRIES = ["Brazil", "Canada", "France", "Germany", "Holy See", "Japan", "Palestine State", "Spain"];

export default function Kit() {
  return (
    <TooltipProvider>
      <KitPage />
    </TooltipProvider>
  );
}

function KitPage() {
  const [params] = useSearchParams();
  if (params.get("loading") === "1") return <LoadingScreen />;
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="sticky top-0 z-30 border-b bg-background/80 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4 sm:px-6">
          <div className="flex items-center gap-2.5">
            <img src="/favicon.svg" alt="" width={24} height={24} />
            <h1 className="font-semibold tracking-tight">InsightLab</h1>
            <Badge variant="secondary">UI kit</Badge>
          </div>
          <ThemeToggle data-testid="theme-toggle" />
        </div>
      </header>

      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-2">
        <Section title="Buttons" description="Six variants and four sizes." className="md:col-span-2">
          <div className="flex flex-wrap items-center gap-3">
            <Button>Default</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="outline">Outline</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="destructive">
              <Trash2 /> Delete
            </Button>
            <Button variant="link">Link</Button>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button size="sm">Small</Button>
            <Button>Default</Button>
            <Button size="lg">Join Waitlist</Button>
            <Button size="icon" variant="outline" aria-label="Email">
              <Mail />
            </Button>
            <Button disabled>Disabled</Button>
          </div>
        </Section>

        <Section title="Toasts" description="One at a time; 5 s; swipe right or F8 to reach them.">
          <div className="flex flex-wrap gap-2">
            <Button
              data-testid="toast-first"
              variant="outline"
              onClick={() => toast({ title: "Welcome to the Waitlist!", description: "You're #42 in line for early access" })}
            >
              Show toast
            </Button>
            <Button
              data-testid="toast-second"
              variant="outline"
              onClick={() => toast({ title: "Demo Scheduled!", description: "We'll contact you within 24 hours to schedule your personalized demo." })}
            >
              Replace it
            </Button>
            <Button
              data-testid="toast-destructive"
              variant="outline"
              onClick={() =>
                toast({ variant: "destructive", title: "Error", description: "Failed to join waitlist" })
              }
            >
              Destructive
            </Button>
            <Button
              data-testid="toast-object"
              variant="outline"
              onClick={() =>
                toast({ title: "Upgrade required", description: { message: "Monthly AI query limit reached", upgradeRequired: true } })
              }
            >
              Object description
            </Button>
            <Button
              data-testid="toast-action"
              variant="outline"
              onClick={() =>
                toast({
                  title: "File deleted",
                  description: "sales_2025.csv was removed.",
                  action: <ToastAction altText="Undo the deletion">Undo</ToastAction>,
                })
              }
            >
              With action
            </Button>
          </div>
        </Section>

        <Section title="Tooltip, menu, dialog" description="Tooltip after 700 ms, 4 px above.">
          <div className="flex flex-wrap items-center gap-2">
            <Tooltip>
              <TooltipTrigger asChild>
                <Button data-testid="tooltip-target" variant="outline" size="icon" aria-label="About exports">
                  <Info />
                </Button>
              </TooltipTrigger>
              <TooltipContent>Exports include PDF, PowerPoint and Excel</TooltipContent>
            </Tooltip>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" data-testid="menu-trigger">
                  <span className="flex size-6 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                    A
                  </span>
                  Account
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="w-56">
                <DropdownMenuLabel className="grid gap-0.5">
                  <span>ada</span>
                  <span className="text-xs font-normal text-muted-foreground">ada@example.com</span>
                </DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuItem>
                  <User /> Dashboard
                </DropdownMenuItem>
                <DropdownMenuItem>
                  <Settings /> Settings
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive">
                  <LogOut /> Log out
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
            <Dialog>
              <DialogTrigger asChild>
                <Button data-testid="dialog-trigger">Open dialog</Button>
              </DialogTrigger>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>Join the Waitlist</DialogTitle>
                  <DialogDescription>Be the first to analyse your data with InsightLab.</DialogDescription>
                </DialogHeader>
                <div className="grid gap-2">
                  <Label htmlFor="dialog-name">Full Name</Label>
                  <Input id="dialog-name" placeholder="Ada Lovelace" />
                </div>
                <DialogFooter>
                  <DialogClose asChild>
                    <Button variant="outline">Cancel</Button>
                  </DialogClose>
                  <Button>Join Waitlist</Button>
                </DialogFooter>
              </DialogContent>
            </Dialog>
          </div>
        </Section>

        <Section title="Form controls">
          <div className="grid gap-2">
            <Label htmlFor="kit-email">Email Address</Label>
            <Input id="kit-email" type="email" placeholder="you@company.com" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="kit-invalid">Invalid field</Label>
            <Input id="kit-invalid" aria-invalid defaultValue="not-an-email" />
            <p className="text-sm text-destructive">Invalid email address.</p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="kit-notes">Notes</Label>
            <Textarea id="kit-notes" placeholder="What would you like to learn from your data?" />
          </div>
          <BillingSwitch />
        </Section>

        <Section title="Searchable list" description="Case-insensitive substring search (Popover + Command).">
          <CountryPicker />
          <Separator />
          <Tabs defaultValue="all">
            <TabsList>
              <TabsTrigger value="all">All</TabsTrigger>
              <TabsTrigger value="basics">Basics</TabsTrigger>
              <TabsTrigger value="advanced">Advanced</TabsTrigger>
            </TabsList>
            <TabsContent value="all" className="text-sm text-muted-foreground">
              Every article, in one list.
            </TabsContent>
            <TabsContent value="basics" className="text-sm text-muted-foreground">
              Getting Started and the Data Upload Guide.
            </TabsContent>
            <TabsContent value="advanced" className="text-sm text-muted-foreground">
              AI Analysis Features and Data Cleaning.
            </TabsContent>
          </Tabs>
        </Section>

        <Section title="Status">
          <div className="flex flex-wrap gap-2">
            <Badge>Most Popular</Badge>
            <Badge variant="secondary">CSV</Badge>
            <Badge variant="outline">48 hours</Badge>
            <Badge variant="destructive">Expired</Badge>
          </div>
          <div className="grid gap-2">
            <div className="flex justify-between text-sm">
              <span>AI queries this month</span>
              <span className="text-muted-foreground">3 / 5</span>
            </div>
            <Progress value={60} aria-label="AI queries used" />
          </div>
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        </Section>

        <Section title="Brand" description="Animated logo and loading spinner.">
          <div className="flex flex-wrap items-center justify-around gap-6 py-2">
            <AnimatedLogo />
            <AtomSpinner size="small" />
            <AtomSpinner />
            <Sheet>
              <SheetTrigger asChild>
                <Button variant="outline" data-testid="sheet-trigger">
                  Open sheet
                </Button>
              </SheetTrigger>
              <SheetContent>
                <SheetHeader>
                  <SheetTitle>Menu</SheetTitle>
                  <SheetDescription>Sections and appearance.</SheetDescription>
                </SheetHeader>
                <nav className="grid gap-1 px-4">
                  {["Features", "How It Works", "Pricing", "Testimonials"].map((label) => (
                    <Button key={label} variant="ghost" className="justify-start">
                      {label}
                    </Button>
                  ))}
                </nav>
                <div className="grid gap-2 px-4">
                  <span className="text-sm font-medium">Theme</span>
                  <ThemePicker />
                </div>
              </SheetContent>
            </Sheet>
          </div>
        </Section>

        <Section title="Theme" description="Saved under the 'theme' key; System follows the OS." className="md:col-span-2">
          <ThemePicker className="sm:max-w-sm" />
        </Section>
      </main>
    </div>
  );
}

function Section({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function BillingSwitch() {
  const [annual, setAnnual] = useState(false);
  return (
    <div className="flex items-center gap-3">
      <Label htmlFor="kit-billing" className={cn(!annual && "text-foreground", annual && "text-muted-foreground")}>
        Monthly
      </Label>
      <Switch id="kit-billing" checked={annual} onCheckedChange={setAnnual} aria-label="Bill annually" />
      <Label htmlFor="kit-billing" className={cn(annual ? "text-foreground" : "text-muted-foreground")}>
        Annually
      </Label>
      <Badge variant="secondary">Save up to 16%</Badge>
    </div>
  );
}

function CountryPicker() {
  const [open, setOpen] = useState(false);
  const [country, setCountry] = useState("");
  return (
    <div className="grid gap-2">
      <Label id="kit-country-label">Country</Label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            role="combobox"
            aria-expanded={open}
            aria-labelledby="kit-country-label"
            className={cn("w-full justify-between font-normal", !country && "text-muted-foreground")}
          >
            {country || "Select your country"}
            <ChevronsUpDown className="opacity-50" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-(--radix-popover-trigger-width) p-0" align="start">
          <Command>
            <CommandInput placeholder="Search countries..." />
            <CommandList className="max-h-[200px]">
              <CommandEmpty>No country found.</CommandEmpty>
              <CommandGroup>
                {SAMPLE_COUNTRIES.map((name) => (
                  <CommandItem
                    key={name}
                    value={name}
                    onSelect={() => {
                      setCountry(name);
                      setOpen(false);
                    }}
                  >
                    <Check className={cn(country === name ? "opacity-100" : "opacity-0")} />
                    {name}
                  </CommandItem>
                ))}
              </CommandGroup>
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
    </div>
  );
}
