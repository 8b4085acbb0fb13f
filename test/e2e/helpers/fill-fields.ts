// Typing a visitor's answers into a form, field after field.
import type { Locator } from "playwright-core";

/** Types each value into the field of that name inside `form`, in the order given. */
export async function fillFields(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
}
