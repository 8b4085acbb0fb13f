// For forms whose rules cross fields: when a field changes, the fields whose rules read it (the
// confirmation of a password, the ZIP code of a country) are checked again if they show a message.
import type { Fields } from "../core/form/use-fields.ts";

export function withDependents(fields: Fields, dependents: Record<string, string[]>): Fields {
  return {
    ...fields,
    setValue(name, value) {
      fields.setValue(name, value);
      for (const other of dependents[name] ?? []) if (fields.errors[other]) fields.recheck(other);
    },
  };
}
