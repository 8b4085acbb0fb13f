// Structured data (schema.org JSON-LD) for search engines: one builder per page type, and the tag that
// embeds it. Escaping "<" keeps a stray "</script>" in content from ending the block early.
const absolute = (site, url) => new URL(url, `${site.url}/`).href;

export function organization(site, logoUrl) {
  return {
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: absolute(site, "/"),
    logo: absolute(site, logoUrl),
    email: site.email,
    telephone: site.phone.href.replace("tel:", ""),
    description: site.description,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: "US",
    sameAs: site.social.map((network) => network.href),
  };
}

export function faqPage(items) {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
    })),
  };
}

export function jobPosting(job, site) {
  const list = (lines) => `<ul>${lines.map((line) => `<li>${line}</li>`).join("")}</ul>`;
  return {
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${job.summary}</p><h3>Responsibilities</h3>${list(job.responsibilities)}<h3>Requirements</h3>${list(job.requirements)}`,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.schemaEmploymentType,
    url: absolute(site, `/Career_Detail/#${job.slug}`),
    hiringOrganization: { "@type": "Organization", name: site.name, sameAs: absolute(site, "/") },
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: "USA" },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: job.salary.currency,
      value: {
        "@type": "QuantitativeValue",
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: job.salary.unit,
      },
    },
  };
}

export function blogPosting(post, site, author, imageUrl) {
  return {
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    datePublished: post.date.toISOString(),
    author: { "@type": "Person", name: author.name, jobTitle: author.role },
    publisher: { "@type": "Organization", name: site.name },
    image: absolute(site, imageUrl),
    mainEntityOfPage: absolute(site, post.page.url),
    keywords: post.tags.join(", "),
    articleSection: post.category,
  };
}

/** `{% jsonLd data %}` embeds one schema.org object. */
export function jsonLdTag(data) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return `<script type="application/ld+json">${json}</script>`;
}

export function jsonLd(eleventyConfig) {
  eleventyConfig.addShortcode("jsonLd", jsonLdTag);
  eleventyConfig.addFilter("organizationSchema", organization);
  eleventyConfig.addFilter("faqPageSchema", faqPage);
  eleventyConfig.addFilter("jobPostingSchema", jobPosting);
  eleventyConfig.addFilter("blogPostingSchema", blogPosting);
}
