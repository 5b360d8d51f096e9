// The three requests bench/api.ts measures — enter, move, board read — built alike by the bench
// and by its load process, and one HTTP exchange over a keep-alive agent.
import http from "node:http";

export type OperationName = "board" | "move" | "enter";

/** Each operation's name in the report, its route and the status of its success. */
export const ROUTES: Record<OperationName, { label: string; method: string; status: number }> = {
  board: { label: "board read", method: "GET /lounges/entries/board?lounge_id=", status: 200 },
  move: { label: "move", method: "PUT /customer_groups/:id", status: 200 },
  enter: { label: "enter", method: "POST /customer_groups", status: 201 },
};

/** A group the move operation keeps moving, with the lock_version of its last answer. */
export type MovingGroup = {
  id: number;
  gender: "mens" | "ladys";
  num: number;
  lockVersion: number;
  /** Index of its seat in the plan's `seatIds`. */
  seat: number;
};

/**
 * What an operation's requests are made of: ids from the bench's floor, and the state a run ends
 * in (the next seat to enter, the groups' lock versions), which the next run starts from.
 */
export type OperationPlan =
  | { name: "board"; loungeId: number }
  | { name: "enter"; seatIds: number[]; feeRuleId: number; next: number }
  | { name: "move"; seatIds: number[]; groups: MovingGroup[] };

export type Exchange = { method: "GET" | "POST" | "PUT"; path: string; body?: string };

/** A request to send, and what to do with its answer. */
export type Pending = { exchange: Exchange; done: (status: number, body: string) => void };

export type Operation = {
  /** The next request, or null when none can start now (every group is being moved). */
  next: () => Pending | null;
  /** The plan as it stands now, for the next run. */
  plan: () => OperationPlan;
};

export function operation(plan: OperationPlan): Operation {
  if (plan.name === "board") {
    const exchange: Exchange = {
      method: "GET",
      path: `/lounges/entries/board?lounge_id=${plan.loungeId}`,
    };
    return { next: () => ({ exchange, done: () => {} }), plan: () => plan };
  }
  if (plan.name === "enter") return enterOperation(plan);
  return moveOperation(plan);
}

/**
 * Group i enters seat i mod n, two men on the first round of the seats, two women on the next:
 * seats fill evenly, as a floor does, rather than one seat piling up groups.
 */
function enterOperation(plan: Extract<OperationPlan, { name: "enter" }>): Operation {
  let next = plan.next;
  return {
    next: () => {
      const i = next++;
      const seatId = plan.seatIds[i % plan.seatIds.length];
      const mens = Math.floor(i / plan.seatIds.length) % 2 === 0;
      // What the tablet's entry dialog sends (entry-modal.tsx), with no match chosen.
      const body = {
        customer_group: {
          seat_id: seatId,
          ...(mens ? { mens: 2, fee_rule: plan.feeRuleId } : { ladys: 2 }),
          matched_group_ids: [],
          age_list: [],
        },
      };
      return {
        exchange: { method: "POST", path: "/customer_groups", body: JSON.stringify(body) },
        done: () => {},
      };
    },
    plan: () => ({ ...plan, next }),
  };
}

/**
 * Each group moves to the next seat, sending the lock_version of its last answer; a group being
 * moved is out of the pool until its answer, so two moves of one group never race (a 409).
 */
function moveOperation(plan: Extract<OperationPlan, { name: "move" }>): Operation {
  const idle = plan.groups.map((g) => ({ ...g }));
  const busy = new Set<MovingGroup>();
  return {
    next: () => {
      const group = idle.shift();
      if (!group) return null;
      busy.add(group);
      const to = (group.seat + 1) % plan.seatIds.length;
      // What the tablet's move sends (entry-modal.tsx): seat, headcount, version, no match.
      const body = {
        customer_group: {
          seat_id: plan.seatIds[to],
          [group.gender]: group.num,
          lock_version: group.lockVersion,
          matched_group_ids: [],
        },
      };
      return {
        exchange: {
          method: "PUT",
          path: `/customer_groups/${group.id}`,
          body: JSON.stringify(body),
        },
        done: (status, answer) => {
          busy.delete(group);
          if (status === 200) {
            group.lockVersion = (JSON.parse(answer) as { lock_version: number }).lock_version;
            group.seat = to;
          }
          idle.push(group);
        },
      };
    },
    plan: () => ({ ...plan, groups: [...idle, ...busy].map((g) => ({ ...g })) }),
  };
}

export type Answer = { status: number; body: string };

/**
 * Sends one request and reads the whole answer; a failure to connect or a timeout is status 0
 * (counted by the caller, never thrown).
 */
export function send(
  agent: http.Agent,
  base: string,
  headers: Record<string, string>,
  exchange: Exchange,
): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${exchange.path}`,
      {
        method: exchange.method,
        agent,
        headers:
          exchange.body === undefined
            ? headers
            : { ...headers, "content-length": String(Buffer.byteLength(exchange.body)) },
        timeout: 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on("error", (error) => resolve({ status: 0, body: String(error) }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out after 10 s")));
    request.on("error", (error) => resolve({ status: 0, body: String(error) }));
    request.end(exchange.body);
  });
}
