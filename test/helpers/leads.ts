// Valid bodies for every lead endpoint, to change one field at a time in tests.
export const VALID_LEADS = {
  contact: {
    path: "/reactapp/create-contact/",
    body: {
      name: "Dana Reyes",
      email: "dana@example.com",
      phone_number: "+1 (555) 010-2030",
      city: "Austin",
      company_name: "Reyes Builders",
      message: "We need a concrete take-off for a 3-story office.",
    },
  },
  quote: {
    path: "/reactapp/create-quote/",
    body: {
      full_name: "Sam Park",
      email: "sam@example.com",
      phone_number: "555-010-4455",
      address: "12 Main St, Dallas, TX",
      company_name: "Park GC",
      website_url: "https://parkgc.example.com",
      project_title: "Oak Grove Elementary",
      project_location: "Dallas, TX",
      estimated_value_of_a_project: "1m-10m",
      project_required_date: "2027-01-15",
      scope_of_project: "Full take-off, divisions 03 through 09.",
      select_csi_divisions: ["03", "09"],
    },
  },
  sample: {
    path: "/reactapp/create-sample-request/",
    body: { sample_type: "new-school", name: "Lee Chen", email: "lee@example.com", company_name: "Chen Masonry" },
  },
  reply: {
    path: "/reactapp/blog-replies/",
    body: { article: "/Blog_Detail6/", name: "Ari", email: "ari@example.com", message: "Useful checklist, thanks." },
  },
} as const;
