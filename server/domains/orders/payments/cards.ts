// Card-number rules the payment fields apply: 13 to 19 digits (spaces allowed), the Luhn check, the
// brand from the number's prefix, and an expiry that is not in the past nor more than ten years ahead.
export function digitsOf(number: string): string {
  return number.replace(/[\s-]/g, "");
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "unknown";
}

/** Month 01 to 12; year this year to ten years ahead; this month or later. */
export function expiryValid(month: string, year: string, now = new Date()): boolean {
  if (!/^(0[1-9]|1[0-2])$/.test(month) || !/^\d{4}$/.test(year)) return false;
  const y = Number(year);
  const thisYear = now.getFullYear();
  if (y < thisYear || y > thisYear + 10) return false;
  return y > thisYear || Number(month) >= now.getMonth() + 1;
}

/** 3 digits, or 4 for American Express. */
export function securityCodeValid(code: string, brand: string): boolean {
  return brand === "amex" ? /^\d{4}$/.test(code) : /^\d{3}$/.test(code);
}
