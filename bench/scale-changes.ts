// bench/scale.ts's seat changes: enters and moves spread over the lounges at a steady rate, each
// sent over the app's HTTP API to a random instance, as the tablets' entry dialog sends them
// (api-ops.ts's bodies). A change to an instance that refuses the connection (stopped) goes to the
// other, as nginx would pass it on; what each change did and what its answer said is recorded.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { absoluteNow } from "./realtime-clients";
import { nth, sleep } from "./support";

/** A lounge's floor and the staff session that changes it (cookie and CSRF token). */
export type LoungeFloor = {
  loungeId: number;
  seatIds: number[];
  feeRuleId: number;
  cookie: string;
  csrf: string;
};

/** An instance a change may go to. */
export type ChangeTarget = { port: number; base: string };

export type SentChange = {
  index: number;
  loungeId: number;
  kind: "enter" | "move";
  /** The seat the group went to, and (a move) the one it left. */
  seatId: number;
  fromSeatId?: number;
  /** 0 for an enter without an answer. */
  groupId: number;
  /** The group's lock_version in the answer (what a seat message must show at least). */
  lockVersion: number;
  /** The instance that answered (or was last tried). */
  port: number;
  /** The first instance refused the connection: sent on to the other. */
  failover: boolean;
  sentAt: number;
  answeredAt: number;
  /** HTTP status; 0 when no answer came (reset, timeout). */
  status: number;
  phase: string;
  /** The answer's seats as /cable seat messages: what the baseline's broadcast sends. */
  messages: string[];
  error?: string;
};

type Group = {
  id: number;
  gender: "mens" | "ladys";
  seatId: number;
  lockVersion: number;
  busy: boolean;
  /** A request of it got no answer: its state is unknown, so it is moved no more. */
  retired: boolean;
};

/** Groups a lounge holds at most: then every change is a move. */
const GROUPS_PER_LOUNGE = 12;
/** While a lounge has fewer groups, this share of its changes are enters. */
const ENTER_SHARE = 0.3;

type Answer = { status: number; body: string; refused: boolean; error?: string };

function post(
  agent: http.Agent,
  target: ChangeTarget,
  floor: LoungeFloor,
  method: "POST" | "PUT",
  path: string,
  body: string,
): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(
      `${target.base}${path}`,
      {
        method,
        agent,
        timeout: 15_000,
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          // Sent to the instance itself, not through nginx: its own origin.
          origin: target.base,
          cookie: floor.cookie,
          "x-csrf-token": floor.csrf,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            refused: false,
          }),
        );
        response.on("error", (error) =>
          resolve({ status: 0, body: "", refused: false, error: String(error) }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out after 15 s")));
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({
        status: 0,
        body: "",
        refused: error.code === "ECONNREFUSED",
        error: String(error),
      }),
    );
    request.end(body);
  });
}

type Saved = { id: number; lock_version: number; seats: object[] };

/** Sends seat changes; keeps each lounge's groups (seat, lock_version) from the answers. */
export function changeSender(floors: LoungeFloor[], targets: ChangeTarget[]) {
  // A connection per change, as nginx opens one per request to its upstream: a kept-alive socket
  // the server closed meanwhile would fail a change that never reached it.
  const agents = new Map(targets.map((t) => [t.port, new http.Agent({ keepAlive: false })]));
  const groups = new Map<number, Group[]>(floors.map((f) => [f.loungeId, []]));
  const sent: SentChange[] = [];
  let nextIndex = 0;
  let skipped = 0;
  /** Enters in flight, per lounge: groups about to be. */
  const entering = new Map<number, number>();
  const random = <T>(list: T[]) => nth(list, Math.floor(Math.random() * list.length));

  /** Sends to a random instance; on a refused connection, to the next one (as nginx does). */
  async function send(floor: LoungeFloor, method: "POST" | "PUT", path: string, body: string) {
    const first = Math.floor(Math.random() * targets.length);
    let answer: Answer = { status: 0, body: "", refused: true };
    let target = nth(targets, first);
    for (let tried = 0; tried < targets.length; tried++) {
      target = nth(targets, (first + tried) % targets.length);
      const agent = agents.get(target.port) ?? http.globalAgent;
      answer = await post(agent, target, floor, method, path, body);
      if (!answer.refused) return { answer, target, failover: tried > 0 };
    }
    return { answer, target, failover: targets.length > 1 };
  }

  /** Sends one change in `floor`'s lounge, or none when every group there is being changed. */
  async function change(floor: LoungeFloor, phase: string): Promise<SentChange | null> {
    const lounge = groups.get(floor.loungeId) ?? [];
    const live = lounge.filter((g) => !g.retired);
    const idle = live.filter((g) => !g.busy);
    const room = live.length + (entering.get(floor.loungeId) ?? 0) < GROUPS_PER_LOUNGE;
    const enter = room && (idle.length === 0 || Math.random() < ENTER_SHARE);
    // Every group of the lounge is being changed (the server is behind): nothing to send now, as
    // api-ops.ts skips a move. Entering more groups instead would make every board heavier.
    if (!enter && idle.length === 0) {
      skipped++;
      return null;
    }
    const index = nextIndex++;
    const sentAt = absoluteNow();
    if (enter) {
      const seatId = random(floor.seatIds);
      const gender = index % 2 === 0 ? "mens" : "ladys";
      const body = JSON.stringify({
        customer_group: {
          seat_id: seatId,
          ...(gender === "mens" ? { mens: 2, fee_rule: floor.feeRuleId } : { ladys: 2 }),
          matched_group_ids: [],
          age_list: [],
        },
      });
      entering.set(floor.loungeId, (entering.get(floor.loungeId) ?? 0) + 1);
      const { answer, target, failover } = await send(floor, "POST", "/customer_groups", body);
      entering.set(floor.loungeId, (entering.get(floor.loungeId) ?? 1) - 1);
      const saved = answer.status === 201 ? (JSON.parse(answer.body) as Saved) : undefined;
      if (saved) {
        lounge.push({
          id: saved.id,
          gender,
          seatId,
          lockVersion: saved.lock_version,
          busy: false,
          retired: false,
        });
      }
      return record(index, floor, phase, "enter", seatId, undefined, saved, answer, target, {
        sentAt,
        failover,
        groupId: saved?.id ?? 0,
      });
    }
    const group = random(idle);
    group.busy = true;
    const seatId = random(floor.seatIds.filter((id) => id !== group.seatId));
    const fromSeatId = group.seatId;
    const body = JSON.stringify({
      customer_group: {
        seat_id: seatId,
        [group.gender]: 2,
        lock_version: group.lockVersion,
        matched_group_ids: [],
      },
    });
    const path = `/customer_groups/${group.id}`;
    const { answer, target, failover } = await send(floor, "PUT", path, body);
    group.busy = false;
    const saved = answer.status === 200 ? (JSON.parse(answer.body) as Saved) : undefined;
    if (saved) {
      group.seatId = seatId;
      group.lockVersion = saved.lock_version;
    } else if (answer.status === 0 || answer.status === 409) {
      // It may have been committed (no answer) or our version is wrong: its state is the
      // database's now, not ours.
      group.retired = true;
    }
    return record(index, floor, phase, "move", seatId, fromSeatId, saved, answer, target, {
      sentAt,
      failover,
      groupId: group.id,
    });
  }

  function record(
    index: number,
    floor: LoungeFloor,
    phase: string,
    kind: "enter" | "move",
    seatId: number,
    fromSeatId: number | undefined,
    saved: Saved | undefined,
    answer: Answer,
    target: ChangeTarget,
    extra: { sentAt: number; failover: boolean; groupId: number },
  ): SentChange {
    const change: SentChange = {
      index,
      loungeId: floor.loungeId,
      kind,
      seatId,
      ...(fromSeatId === undefined ? {} : { fromSeatId }),
      groupId: extra.groupId,
      lockVersion: saved?.lock_version ?? -1,
      port: target.port,
      failover: extra.failover,
      sentAt: extra.sentAt,
      answeredAt: absoluteNow(),
      status: answer.status,
      phase,
      messages: (saved?.seats ?? []).map((seat) => JSON.stringify({ type: "seat", ...seat })),
      ...(answer.status >= 200 && answer.status < 300
        ? {}
        : { error: answer.error ?? answer.body.slice(0, 200) }),
    };
    sent[index] = change;
    return change;
  }

  return {
    /**
     * `rate` changes a second for `seconds`, each to a random lounge; `phase()` labels each change
     * as it starts. Resolves when every change has its answer.
     */
    run: async (rate: number, seconds: number, phase: () => string) => {
      const start = performance.now();
      const count = Math.round(rate * seconds);
      const pending: Promise<SentChange | null>[] = [];
      for (let i = 0; i < count; i++) {
        const wait = start + (i * 1000) / rate - performance.now();
        if (wait > 0) await sleep(wait);
        pending.push(change(random(floors), phase()));
      }
      return (await Promise.all(pending)).filter((c): c is SentChange => c !== null);
    },
    /** Every change sent so far, in order. */
    sent: () => sent,
    /** Changes not sent: every group of their lounge was being changed at the time. */
    skipped: () => skipped,
    /**
     * Each group's state as the acknowledged answers left it, and whether a request went
     * unanswered.
     */
    groups: () => [...groups.values()].flat(),
    close: () => {
      for (const agent of agents.values()) agent.destroy();
    },
  };
}
