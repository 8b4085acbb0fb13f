// A keyword as contractors type it into the board or the header's search: "concrete Texas", "TX 03",
// "electrical New York". Each word, or each phrase naming a state or a CSI division ("New York",
// "Fire Suppression"), is one term; a project matches when it matches every term. A term matches a
// project whose name, company or city contains it (as before), or whose state it names (its name or
// two-letter code), or whose divisions it names (a division's number, its name, or a word of its name:
// "electrical" is 26 Electrical, 48 Electrical Power Generation and Electrical + Lighting). A term
// naming nothing is only text, so a name search finds what it found before.
import csiDivisions from "../../../../contract/choices/csi-divisions.json" with { type: "json" };
import usStates from "../../../../contract/choices/us-states.json" with { type: "json" };

export type KeywordTerm = {
  /** What the name, company and city are searched for (lower case). */
  text: string;
  /** Positions in STATE_CODES of the states the term names. */
  states: number[];
  /** Division codes the term names. */
  divisions: string[];
};

// Words too common in division names to name one ("and", "of", "the", "+").
const MINOR = new Set(["and", "of", "the", "+"]);
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+]+/u)
    .filter(Boolean);

/** Every phrase that names a state or a division, in lower case, with what it names. */
function vocabulary() {
  const names = new Map<string, { states: number[]; divisions: string[] }>();
  const add = (phrase: string, entry: { state?: number; division?: string }) => {
    const named = names.get(phrase) ?? { states: [], divisions: [] };
    if (entry.state !== undefined && !named.states.includes(entry.state)) named.states.push(entry.state);
    if (entry.division !== undefined && !named.divisions.includes(entry.division)) named.divisions.push(entry.division);
    names.set(phrase, named);
  };
  usStates.forEach((state, index) => {
    add(state.value.toLowerCase(), { state: index });
    add(words(state.label).join(" "), { state: index });
  });
  for (const division of csiDivisions) {
    if (/^\d+$/.test(division.value)) add(division.value, { division: division.value });
    add(words(division.label).join(" "), { division: division.value });
    for (const word of words(division.label)) if (!MINOR.has(word)) add(word, { division: division.value });
  }
  return names;
}

const NAMES = vocabulary();
// The longest phrase in the vocabulary, in words ("district of columbia", "waterway and marine construction").
const LONGEST = Math.max(...[...NAMES.keys()].map((phrase) => phrase.split(" ").length));

/** The terms of `keyword`: phrases that name something first, longest first, then single words. */
export function keywordTerms(keyword: string): KeywordTerm[] {
  const all = words(keyword);
  // Only punctuation: searched as typed, as before.
  if (!all.length) return [{ text: keyword.toLowerCase(), states: [], divisions: [] }];
  const terms: KeywordTerm[] = [];
  for (let i = 0; i < all.length;) {
    let taken = 1;
    let named: { states: number[]; divisions: string[] } | undefined;
    for (let length = Math.min(LONGEST, all.length - i); length >= 1; length--) {
      named = NAMES.get(all.slice(i, i + length).join(" "));
      if (named) {
        taken = length;
        break;
      }
    }
    terms.push({
      text: all.slice(i, i + taken).join(" "),
      states: named?.states ?? [],
      divisions: named?.divisions ?? [],
    });
    i += taken;
  }
  return terms;
}
