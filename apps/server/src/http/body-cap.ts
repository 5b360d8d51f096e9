// Request bodies read past Fastify's bodyLimit, which bounds only the bodies Fastify reads itself: a
// body its handler reads as a stream (a multipart upload) is capped as it arrives, and an answer sent
// before the body has all arrived closes the connection, so the rest is never read.
import type { FastifyRequest } from "fastify";
import type { App } from "./types";

export type CappedRead<T> = {
  /** The most bytes the whole body may hold, framing included. */
  maxBytes: number;
  /** The refusal past the cap; asked once the reader has seen the chunk that crossed it. */
  tooLarge: () => Error;
  /** Reads the body from `request.raw` (directly or through a parser piped from it). */
  read: () => Promise<T>;
};

/**
 * What `read` returns, unless the body passes `maxBytes` first: then nothing more is read (the
 * client's sending stalls) and `tooLarge()` is thrown, and the answer closes the connection
 * (closeWhenBodyUnread).
 */
export async function readWithinCap<T>(
  request: FastifyRequest,
  { maxBytes, tooLarge, read }: CappedRead<T>,
): Promise<T> {
  const raw = request.raw;
  let refuse: (error: Error) => void = () => {};
  const capped = new Promise<never>((_, reject) => {
    refuse = reject;
  });
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= maxBytes) return;
    raw.off("data", count);
    raw.unpipe();
    raw.pause();
    // The parser gets this chunk too (it listens alongside): let it finish before asking why.
    process.nextTick(() => refuse(tooLarge()));
  };
  // The reader starts first (a parser pipes the body from its start); chunks flow from the next
  // tick on, so each one is counted.
  const reading = read();
  raw.on("data", count);
  // A refusal throws here and leaves the count on: a parser still draining the body stops at the
  // cap too, until the answer closes the connection.
  const result = await Promise.race([reading, capped]);
  raw.off("data", count);
  return result;
}

/**
 * An answer sent before its request's body has all arrived (refused by the session, the role or
 * the CSRF check before anything read it, or refused while reading it) closes the connection: Node
 * would otherwise keep the connection and stop reading, and the client would hang with its body
 * half sent. The client gets the answer either way, and nothing more is read.
 */
export function closeWhenBodyUnread(app: App) {
  app.addHook("onSend", (request, reply, payload, done) => {
    const hasBody =
      request.headers["transfer-encoding"] !== undefined ||
      Number(request.headers["content-length"] ?? 0) > 0;
    if (hasBody && !request.raw.complete) reply.header("connection", "close");
    done(null, payload);
  });
}
