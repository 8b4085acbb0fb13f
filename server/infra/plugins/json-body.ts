// Every JSON body the application reads goes through Fastify's own parser (secure-json-parse, with the
// prototype-poisoning rules the app was built with), after a depth check: a body nesting deeper than any
// form does is a 400 before it is parsed (see ../http/json-depth.ts).
// https://fastify.dev/docs/latest/Reference/ContentTypeParser/#using-the-default-json-parser
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "../http/json-depth.ts";

export const TOO_DEEP = `The JSON body nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep.`;

export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
    const parse = app.getDefaultJsonParser(onProtoPoisoning ?? "error", onConstructorPoisoning ?? "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      const text = body as string;
      if (nestsDeeperThan(text, MAX_JSON_DEPTH))
        return done(Object.assign(new Error(TOO_DEEP), { statusCode: 400 }), undefined);
      parse(request, text, done);
    });
  },
  { name: "json-body" },
);
