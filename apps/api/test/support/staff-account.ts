/**
 * A staff account written straight into the database (person, profile, staff member), for tests that need a
 * staff member in a given state (one-time password, deactivated) without going through the staff API.
 */
import { hashPassword } from "../../src/auth/passwords";
import type { Db } from "../../src/db/database";
import { personProfiles, persons, staffMembers, type StaffRole } from "../../src/db/schema";
import { uniqueName } from "./harness";

/** A staff account made by {@link insertStaffAccount}. */
export interface TestStaffAccount {
  personId: number;
  name: string;
  password: string;
}

/** Options of {@link insertStaffAccount}. */
export interface StaffAccountOptions {
  /** @default ["officer"] */
  roles?: StaffRole[];
  /** A one-time password the user must change. @default false */
  mustChangePassword?: boolean;
  /** @default true */
  active?: boolean;
  /** Prefix of the generated user name. @default "staff" */
  prefix?: string;
}

/** Inserts a signed-in-able staff account and returns its id, user name and password. */
export async function insertStaffAccount(db: Db, options: StaffAccountOptions = {}): Promise<TestStaffAccount> {
  const name = uniqueName(options.prefix ?? "staff");
  const password = `${name}-pass-2026`;
  const passwordHash = await hashPassword(password);
  const personId = await db.transaction(async (tx) => {
    const [person] = await tx
      .insert(persons)
      .values({ realm: "staff", name, email: `${name}@eoffice.example.org`, passwordHash })
      .returning({ id: persons.id });
    if (!person) throw new Error("insert into persons returned no row");
    await tx.insert(personProfiles).values({ personId: person.id, title: "นาย", firstname: "ทดสอบ", lastname: name });
    await tx.insert(staffMembers).values({
      personId: person.id,
      roles: options.roles ?? ["officer"],
      mustChangePassword: options.mustChangePassword ?? false,
      active: options.active ?? true,
    });
    return person.id;
  });
  return { personId, name, password };
}
