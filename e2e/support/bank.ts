/**
 * The garbage fee's bank secret (issue 13): `playwright.config.ts` gives it to the test server as
 * `GARBAGE_BANK_SECRET`, and the garbage fee journey signs the bank's notification with it.
 */
export const E2E_BANK_SECRET = "e2e-garbage-bank-secret-0123456789abcdef";
