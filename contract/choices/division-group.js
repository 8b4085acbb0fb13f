// Which group a CSI list entry belongs to, read from its value: a MasterFormat division is keyed by its
// number ("03"), one of the legacy site's trade groupings by a name ("plumbing-hvac", README.md). Plain
// JavaScript, so Eleventy (pages/_data/csiDivisions.js) reads the same rule as the widgets; the list
// itself carries no marker, which a partner's quote page would download.
/** @param {string} value @returns {"csi" | "trade"} */
export const divisionGroup = (value) => (/^\d+$/.test(value) ? "csi" : "trade");
