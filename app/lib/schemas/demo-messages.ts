// The schedule-demo texts (SPEC §5, §8), apart from the schema so the page can show them without loading zod.
export const DEMO_EMAIL_REQUIRED = { title: "Email Required", description: "Please enter your email address to schedule a demo" };
export const DEMO_EMAIL_INVALID = { title: "Invalid Email", description: "Please enter a valid email address" };
export const DEMO_SCHEDULED = {
  title: "Demo Scheduled!",
  description: "We'll contact you within 24 hours to schedule your personalized demo.",
};
export const DEMO_COMING_SOON = {
  title: "Coming Soon",
  description: "Demo scheduling is coming soon. Stay tuned! Till then Join Waiting List.",
};
