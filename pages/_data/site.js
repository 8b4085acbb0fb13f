// Site-wide facts. SITE_URL sets the absolute base for canonical URLs, Open Graph tags, the sitemap and the feed.
const url = (process.env.SITE_URL || "http://localhost:8080").replace(/\/+$/, "");

export default {
  name: "QTO Solutions",
  legalName: "QTO Solutions LLC",
  url,
  language: "en-US",
  tagline: "Construction quantity take-offs and cost estimates in every CSI division",
  description:
    "QTO Solutions prepares accurate material take-offs and cost estimates for general contractors, subcontractors, suppliers, architects, developers and homeowners across the United States.",
  blurb:
    "A pre-construction consultancy for North American builders: material take-offs and cost estimates in every CSI division, delivered as spreadsheets and marked-up PDF plans, with project leads to bid on.",
  // Non-breaking spaces and hyphen keep the number on one line.
  phone: { display: "+1\u00a0(929)\u00a0558\u20114102", href: "tel:+19295584102" },
  email: "info@qtosolutions.com",
  hours: "Support 24/7, every day of the year",
  // The firm's postal address: the footer, Contact, the policies and the Organization JSON-LD read it.
  address: {
    street: "245 West 38th Street, Suite 1102",
    locality: "New York",
    region: "NY",
    postalCode: "10018",
    country: "US",
  },
  buildYear: new Date().getFullYear(),
  social: [
    { name: "Facebook", icon: "brand-facebook", href: "https://www.facebook.com/qtosolutions" },
    { name: "LinkedIn", icon: "brand-linkedin", href: "https://www.linkedin.com/company/qtosolutions" },
    { name: "Instagram", icon: "brand-instagram", href: "https://www.instagram.com/qtosolutions" },
    { name: "X", icon: "brand-x", href: "https://x.com/qtosolutions" },
    { name: "YouTube", icon: "brand-youtube", href: "https://www.youtube.com/@qtosolutions" },
  ],
};
