// The app's own logger options (redaction included) writing every line into an array, for tests
// that read what a real server logged.
import { Writable } from "node:stream";
import type { FastifyServerOptions } from "fastify";
import { loggerOptions } from "../http/logger";

export function capturedLog(level: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const options = loggerOptions(level);
  const logger: FastifyServerOptions["logger"] = {
    ...(typeof options === "object" ? options : {}),
    stream,
  };
  return { lines, logger };
}
