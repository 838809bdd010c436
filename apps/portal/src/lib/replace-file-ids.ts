/**
 * File ids inside an e-service request's answers (tracker issue 40, e-service files offline): a file attached without
 * a network is named by an id made on the device until it is uploaded (`features/eservice/request-draft.ts`,
 * `lib/outbox.ts`); then the stored file's id replaces it.
 */

/**
 * Answers with file ids replaced (`ids`: device id to stored id) wherever a list of the answers names them (the value
 * of a `file` field); other answers are returned as they are.
 * @param data - An e-service request's answers (`EServiceRequestCreate.data`).
 */
export function replaceFileIds<T extends Record<string, unknown>>(data: T, ids: Readonly<Record<string, string>>): T {
  const replaced: Record<string, unknown> = {};
  for (const [name, answer] of Object.entries(data)) {
    replaced[name] = Array.isArray(answer) ? answer.map((item: unknown) => (typeof item === "string" ? (ids[item] ?? item) : item)) : answer;
  }
  return replaced as T;
}
