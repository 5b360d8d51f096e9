// bench/api.ts's baseline: a bare Fastify app (no plugins) whose three routes make the round trips
// the app's operation was counted making, and answer what the app answered, serialised each time.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import {
  type Answer,
  type OperationName,
  type OperationPlan,
  operation,
  ROUTES,
  send,
} from "./api-ops";
import type { Segment } from "./round-trips";
import { HOST } from "./support";

/** What the app was seen doing for one operation: its round trips and one of its answers. */
export type Observed = { shape: Segment[]; answer: Answer };

export async function startBareApp(
  replay: (shape: Segment[]) => Promise<void>,
  observed: Record<OperationName, Observed>,
) {
  // Parsed once: Fastify serialises them on every answer, as the app serialises its own.
  const answers = {
    board: JSON.parse(observed.board.answer.body) as unknown,
    move: JSON.parse(observed.move.answer.body) as unknown,
    enter: JSON.parse(observed.enter.answer.body) as unknown,
  };
  const bare = Fastify();
  bare.get("/lounges/entries/board", async () => {
    await replay(observed.board.shape);
    return answers.board;
  });
  bare.put("/customer_groups/:id", async () => {
    await replay(observed.move.shape);
    return answers.move;
  });
  bare.post("/customer_groups", async (_request, reply) => {
    await replay(observed.enter.shape);
    return reply.code(ROUTES.enter.status).send(answers.enter);
  });
  await bare.listen({ port: 0, host: HOST });
  return { bare, bareBase: `http://${HOST}:${(bare.server.address() as AddressInfo).port}` };
}

/** Asks each bare route once: it must answer the app's status and exactly as many bytes. */
export async function checkBareAnswers(
  bareBase: string,
  headers: Record<string, string>,
  plans: Record<OperationName, OperationPlan>,
  observed: Record<OperationName, Observed>,
) {
  const agent = new http.Agent({ keepAlive: false });
  for (const name of ["board", "move", "enter"] as const) {
    const pending = operation(plans[name]).next();
    if (!pending) continue;
    const answer = await send(agent, bareBase, headers, pending.exchange);
    const want = Buffer.byteLength(observed[name].answer.body);
    const got = Buffer.byteLength(answer.body);
    if (answer.status !== ROUTES[name].status || got !== want) {
      throw new Error(`bare ${name}: ${answer.status}, ${got} B instead of ${want} B`);
    }
  }
}
