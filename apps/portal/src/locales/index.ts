/**
 * Every string of the portal in one object per language, merged from the part files (`<language>/<part>.json`, see
 * `src/i18n/string-parts.ts`), for the tests and the end-to-end journeys that look strings up by key
 * (`en.auth.signIn`). The portal itself never imports this module: it loads each part with its pages (`i18n.ts`).
 */
import enAccount from "./en/account.json" with { type: "json" };
import enAuth from "./en/auth.json" with { type: "json" };
import enComplaints from "./en/complaints.json" with { type: "json" };
import enCore from "./en/core.json" with { type: "json" };
import enDocuments from "./en/documents.json" with { type: "json" };
import enEservice from "./en/eservice.json" with { type: "json" };
import enGarbage from "./en/garbage.json" with { type: "json" };
import enNews from "./en/news.json" with { type: "json" };
import enStaff from "./en/staff.json" with { type: "json" };
import enWhistleblowing from "./en/whistleblowing.json" with { type: "json" };
import thAccount from "./th/account.json" with { type: "json" };
import thAuth from "./th/auth.json" with { type: "json" };
import thComplaints from "./th/complaints.json" with { type: "json" };
import thCore from "./th/core.json" with { type: "json" };
import thDocuments from "./th/documents.json" with { type: "json" };
import thEservice from "./th/eservice.json" with { type: "json" };
import thGarbage from "./th/garbage.json" with { type: "json" };
import thNews from "./th/news.json" with { type: "json" };
import thStaff from "./th/staff.json" with { type: "json" };
import thWhistleblowing from "./th/whistleblowing.json" with { type: "json" };

/** The English strings of every part, by part name (`core` and the names of `STRING_PART_NAMES`). */
export const enParts = {
  core: enCore,
  auth: enAuth,
  account: enAccount,
  whistleblowing: enWhistleblowing,
  complaints: enComplaints,
  eservice: enEservice,
  garbage: enGarbage,
  news: enNews,
  staff: enStaff,
  documents: enDocuments,
};

/** The Thai strings of every part, by part name. */
export const thParts = {
  core: thCore,
  auth: thAuth,
  account: thAccount,
  whistleblowing: thWhistleblowing,
  complaints: thComplaints,
  eservice: thEservice,
  garbage: thGarbage,
  news: thNews,
  staff: thStaff,
  documents: thDocuments,
};

/** Every English string (the parts' top-level keys are distinct, `locales.test.ts`). */
export const en = { ...enCore, ...enAuth, ...enAccount, ...enWhistleblowing, ...enComplaints, ...enEservice, ...enGarbage, ...enNews, ...enStaff, ...enDocuments };

/** Every Thai string. */
export const th = { ...thCore, ...thAuth, ...thAccount, ...thWhistleblowing, ...thComplaints, ...thEservice, ...thGarbage, ...thNews, ...thStaff, ...thDocuments };
