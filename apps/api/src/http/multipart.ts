/**
 * `multipart/form-data` request bodies (issue 11 item 4, `POST /v1/ESFile`), read with `@fastify/multipart`
 * for the operations whose contract request body has that media type. Every other operation keeps the JSON
 * parser alone (`web.ts`): the multipart parser is registered only in the encapsulated Fastify context that
 * holds the multipart routes (`routes.ts`), so a multipart request to a JSON operation still answers 415.
 *
 * What a multipart operation accepts, from its contract schema: each property is one file part (the schema
 * marks it with `contentMediaType` or `format: binary`); each file is read into memory, at most the server's upload
 * limit (`UPLOAD_MAX_BYTES`, {@link MAX_FILE_BYTES} by default; one byte more: 413 with the error envelope naming
 * the limit). Anything else answers:
 * - 415: a body that is not `multipart/form-data` (JSON, text ...);
 * - 400 naming the field: a required part missing (`file: is required`), a part of an unknown name, a text
 *   field where a file is expected, the same file part twice; `body` for too many parts or a malformed body.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { JsonSchema } from "../contract/contract";
import type { UploadedFile } from "../handlers/types";
import { fileMessage } from "../files/messages";
import { fieldError, type FieldError } from "../i18n/field-messages";
import { MAX_FILE_BYTES, formatUploadLimit } from "../files/limits";
import type { Language } from "../i18n/messages";
import { HttpError, badRequest } from "../lib/errors";

/** The parts a multipart operation takes, from its contract schema. */
export interface MultipartSpec {
  /** Names of the file parts (the schema's properties). */
  files: string[];
  /** Names of the required file parts. */
  required: string[];
}

/** Most text fields read (each refused as unknown) before the body is refused as having too many parts. */
const MAX_TEXT_FIELDS = 4;

/** Largest text field value read, in bytes (text fields are refused anyway). */
const MAX_FIELD_BYTES = 1024;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The parts of a multipart body schema.
 *
 * @throws Error at start-up when a property is not a file (`contentMediaType` or `format: binary`): the reader
 *   supports file parts only, and the handler types ({@link UploadedFile}) say so.
 */
export function multipartSpec(operationId: string, schema: JsonSchema): MultipartSpec {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const files = Object.keys(properties);
  for (const name of files) {
    const property = properties[name];
    if (!isObject(property) || (property.contentMediaType === undefined && property.format !== "binary")) {
      throw new Error(`${operationId}: multipart property ${name} is not a file (contentMediaType or format: binary); text parts are not supported.`);
    }
  }
  const required = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === "string") : [];
  return { files, required };
}

/**
 * Registers `@fastify/multipart` in `app` (call it in the encapsulated context of the multipart routes only):
 * files up to `maxFileBytes`, a few parts; the busboy limits keep a request's memory bounded.
 *
 * @param files - Most file parts an operation takes. @default 1
 * @param maxFileBytes - The upload limit (`ServerConfig.maxFileBytes`). @default MAX_FILE_BYTES (10 MB)
 */
export async function registerMultipart(app: FastifyInstance, files = 1, maxFileBytes = MAX_FILE_BYTES): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: maxFileBytes,
      // One more than expected, so that a repeated part gets its own field error instead of a limit error.
      files: files + 1,
      fields: MAX_TEXT_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      fieldNameSize: 100,
      parts: files + 1 + MAX_TEXT_FIELDS,
      headerPairs: 20,
    },
  });
}

/** Reads a file stream to its end, discarding it (the next part arrives only after). */
async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of stream) {
    // discarded
  }
}

/** Maps an error of `@fastify/multipart` or busboy to the answer. */
function multipartError(err: unknown, language: Language, maxFileBytes: number): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new HttpError(413, fileMessage("fileTooLarge", language, { limit: formatUploadLimit(maxFileBytes) }));
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return badRequest([fieldError("body", "tooManyParts")]);
  }
  return badRequest([fieldError("body", "notMultipart")]);
}

/**
 * Reads the multipart body of a request for an operation with {@link MultipartSpec} `spec`.
 *
 * @returns The files by part name (`{ file: { filename, mimetype, data } }`), or undefined when the request had
 *   no body at all; and the field errors (400) found, which the caller reports with the other validation errors.
 * @param maxFileBytes - The upload limit the parser was registered with, named in the 413 message.
 *   @default MAX_FILE_BYTES
 * @throws HttpError 415 for a body of another media type, 413 for a file over the limit, 400 for a malformed body
 *   or too many parts.
 */
export async function readMultipartBody(
  request: FastifyRequest,
  spec: MultipartSpec,
  language: Language,
  maxFileBytes = MAX_FILE_BYTES,
): Promise<{ body: Record<string, UploadedFile> | undefined; errors: FieldError[] }> {
  const missing = (present: Record<string, unknown>, errors: FieldError[]): FieldError[] =>
    spec.required
      .filter((name) => present[name] === undefined && !errors.some((e) => e.field === name))
      .map((name) => fieldError(name, "required"));
  if (!request.isMultipart()) {
    // No body at all: the missing parts are named (400). A body of another type (JSON ...): 415.
    if (request.body === undefined || request.body === null) return { body: undefined, errors: missing({}, []) };
    throw new HttpError(415, fileMessage("multipartRequired", language));
  }
  const body: Record<string, UploadedFile> = {};
  const errors: FieldError[] = [];
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (part.type === "field") {
        errors.push(fieldError(name, spec.files.includes(name) ? "mustBeFile" : "unknownField"));
        continue;
      }
      if (!spec.files.includes(name) || body[name] !== undefined) {
        errors.push(fieldError(name, spec.files.includes(name) ? "exactlyOneFile" : "unknownField"));
        await drain(part.file);
        continue;
      }
      const data = await part.toBuffer();
      body[name] = { filename: part.filename ?? "", mimetype: part.mimetype ?? "application/octet-stream", data };
    }
  } catch (err) {
    throw multipartError(err, language, maxFileBytes);
  }
  errors.push(...missing(body, errors));
  return { body, errors };
}
