/**
 * What Open311 GeoReport v2 (tracker issue 41 item 2; docs/open311.md) needs of the HTTP layer besides the contract's
 * routes: the form-encoded bodies its `POST requests` sends, and its error format. Every error answer of a GeoReport
 * operation (operationId `open311*`: a 400 of the contract's validation, a 429 of a quota, a handler's 403 or 404) is
 * the envelope written by `registerErrorHandler`, rewritten here into the specification's `[{ code, description }]`,
 * in XML (`<errors><error>`) when the path asks for `.xml`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { OPEN311_XML_TYPE, open311Xml } from "../lib/open311-xml";
import { BODY_LIMIT_BYTES } from "./web";

/** The media type of form-encoded bodies. */
export const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded";

/** Whether the route of a request is a GeoReport operation. */
function isOpen311(request: FastifyRequest): boolean {
  const id = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId;
  return typeof id === "string" && id.startsWith("open311");
}

/**
 * Parses `application/x-www-form-urlencoded` bodies in `app` (an encapsulated context holding only the form
 * operations): a key given once is a string, a key given more than once (`attribute[code][]`) a list.
 */
export function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_MEDIA_TYPE, { parseAs: "string", bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => {
    const out: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(body as string)) {
      const seen = out[key];
      out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
    }
    done(null, out);
  });
}

/** Rewrites the error envelopes of GeoReport operations into the specification's error format (see the module). */
export function registerOpen311Errors(app: FastifyInstance): void {
  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 400 || !isOpen311(request) || typeof payload !== "string") return payload;
    let description: string;
    try {
      const envelope = JSON.parse(payload) as { message?: unknown };
      description = typeof envelope.message === "string" ? envelope.message : "";
    } catch {
      return payload;
    }
    const errors = [{ code: reply.statusCode, description }];
    if ((request.params as { format?: unknown } | undefined)?.format === "xml") {
      void reply.header("content-type", OPEN311_XML_TYPE);
      return open311Xml("errors", errors);
    }
    void reply.header("content-type", "application/json; charset=utf-8");
    return JSON.stringify(errors);
  });
}
