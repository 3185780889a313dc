// Where the landing page's links lead: section anchors, public pages and the product's social pages.

export const SECTION_LINKS = [
  { id: "features", label: "Features" },
  { id: "how-it-works", label: "How It Works" },
  { id: "pricing", label: "Pricing" },
  { id: "testimonials", label: "Testimonials" },
] as const;

export type SocialNetwork = "x" | "linkedin" | "instagram" | "youtube" | "medium";

/** The product's pages on a short-post network, a professional network, a photo network, a video site and a blogging site. */
export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: "x", label: "InsightLab on X", href: "https://x.com/insightlab" },
  { network: "linkedin", label: "InsightLab on LinkedIn", href: "https://www.linkedin.com/company/insightlab" },
  { network: "instagram", label: "InsightLab on Instagram", href: "https://www.instagram.com/insightlab" },
  { network: "youtube", label: "InsightLab on YouTube", href: "https://www.youtube.com/@insightlab" },
  { network: "medium", label: "InsightLab on Medium", href: "https://medium.com/@insightlab" },
];

export const FOOTER_COLUMNS: readonly { title: string; links: readonly { label: string; href: string }[] }[] = [
  {
    title: "Product",
    links: [
      { label: "Features", href: "/#features" },
      { label: "Pricing", href: "/#pricing" },
      { label: "Tutorials", href: "/tutorials" },
      { label: "Documentation", href: "/documentation" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Help Center", href: "/help-center" },
      { label: "Contact", href: "/contact" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", href: "/about" },
      { label: "Blog", href: "/blog" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy", href: "/privacy" },
      { label: "Terms", href: "/terms" },
      { label: "Security", href: "/security" },
    ],
  },
];

export const SUPPORT_EMAIL = "support@insightlab.app";
export const PRIVACY_EMAIL = "privacy@insightlab.app";
export const SECURITY_EMAIL = "security@insightlab.app";
