/**
 * Validates answers against the contract's response schemas with Ajv 2020-12, the same way the server
 * validates requests.
 */
import type { ValidateFunction } from "ajv/dist/2020.js";
import { DEFAULT_CONTRACT_PATH } from "../../src/config";
import { loadContract, type ContractOperation } from "../../src/contract/contract";
import { createAjv } from "../../src/contract/validation";

const contract = loadContract(DEFAULT_CONTRACT_PATH);
const ajv = createAjv({ coerceTypes: false });
const cache = new Map<string, ValidateFunction>();

/** The contract's operations. */
export const operations: ContractOperation[] = contract.operations;

/** The contract's base path. */
export const basePath = contract.basePath;

/** Operation ids seen by {@link checkAnswer}, to prove every operation was exercised. */
export const exercised = new Set<string>();

/**
 * Returns the list of problems of an answer against the contract (empty when it conforms): the status must
 * be listed for the operation and the body must match that status's JSON schema.
 */
export function checkAnswer(operationId: string, status: number, body: unknown): string[] {
  const op = contract.operations.find((o) => o.operationId === operationId);
  if (!op) return [`unknown operation ${operationId}`];
  exercised.add(operationId);
  if (!(String(status) in op.responses)) return [`status ${status} is not in the contract for ${operationId}`];
  const schema = op.responses[String(status)];
  if (!schema) return [];
  const key = `${operationId}:${status}`;
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    cache.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`);
}
