/**
 * Amounts of Thai baht as a receipt shows them (docs/anchors.md section 4; issue 13 item 4): in figures and in Thai
 * words. An entry of its own (`@eoffice/thai/baht`), because the words come from a library, `thai-baht-text`, the only
 * runtime dependency of this package: the other helpers stay free of it.
 */
import ThaiBahtText from "thai-baht-text";

/**
 * An amount in figures with two decimals and thousands separators, for example `1,234.50`.
 * @param satang - The amount in satang (1/100 baht), a whole number.
 */
export function bahtFigures(satang: number): string {
  return (satang / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * An amount in Thai words, for example `สองร้อยบาทถ้วน` or `สองร้อยบาทห้าสิบสตางค์`; exact for whole satang, since
 * the number is handed to `thai-baht-text` as text, never as a binary fraction.
 * @param satang - The amount in satang (1/100 baht), a whole number of at least 0.
 * @throws TypeError from `thai-baht-text` for an amount it cannot read.
 */
export function bahtWords(satang: number): string {
  const baht = Math.trunc(satang / 100);
  const rest = String(satang % 100).padStart(2, "0");
  return ThaiBahtText(`${baht}.${rest}`);
}
