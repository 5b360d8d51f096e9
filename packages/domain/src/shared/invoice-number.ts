// The qualified-invoice registration number (適格請求書発行事業者登録番号): `T` and 13 digits whose first
// digit is the check digit of the other twelve (the corporate-number scheme, which the National Tax
// Agency also uses for the numbers it gives sole proprietors).

export const INVOICE_NUMBER_MESSAGE = "登録番号は T と13桁の数字で入力してください";
export const INVOICE_CHECK_DIGIT_MESSAGE =
  "登録番号の数字が正しくありません（チェックデジットが合いません）。通知書の番号をもう一度確認してください";

/** The check digit of a 12-digit base: 9 − (Σ digit × (1 for odd, 2 for even position from the right) mod 9). */
export function invoiceCheckDigit(base12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const digit = Number(base12[11 - i]);
    sum += digit * (i % 2 === 0 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

/** Why `value` is not a registration number (`T` + 13 digits with a matching check digit), or null. */
export function invoiceNumberProblem(value: string): string | null {
  if (!/^T[0-9]{13}$/.test(value)) return INVOICE_NUMBER_MESSAGE;
  const check = Number(value[1]);
  return check === invoiceCheckDigit(value.slice(2)) ? null : INVOICE_CHECK_DIGIT_MESSAGE;
}

/** A valid number for a 12-digit base (demo data and tests). */
export function invoiceNumberOf(base12: string): string {
  return `T${invoiceCheckDigit(base12)}${base12}`;
}
