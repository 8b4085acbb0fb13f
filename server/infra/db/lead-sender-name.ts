// The sender's name of a lead as SQL over its JSON payload ("full_name" on the quote form, "name" on
// the others), written once: migration 016 indexes this very expression and the console's inbox sorts
// by it, and a database uses an expression index only for the identical expression.
const NAME_KEYS = ["name", "full_name"] as const;

export function senderNameSqlText(postgres: boolean): string {
  const fields = NAME_KEYS.map((key) =>
    postgres ? `(payload::json ->> '${key}')` : `json_extract(payload, '$.${key}')`,
  );
  return `coalesce(${fields.join(", ")})`;
}
