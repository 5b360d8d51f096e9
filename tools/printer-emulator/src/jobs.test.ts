// The job list keeps the newest 500 and knows a second paper of the same printjobid.
import { describe, expect, it } from "vitest";
import { createJobStore, MAX_JOBS } from "./jobs";

const text = (content: string) => [{ name: "text", attributes: {}, content, children: [] }];

describe("the job store", () => {
  it("keeps the newest 500 jobs, newest last", () => {
    const store = createJobStore();
    for (let i = 1; i <= MAX_JOBS + 5; i++) {
      store.add({
        printjobid: `j${i}`,
        ok: true,
        code: "",
        devid: "local_printer",
        kind: "print",
        commands: text(`${i}`),
      });
    }
    const jobs = store.list();
    expect(jobs).toHaveLength(500);
    expect(jobs[0]).toMatchObject({ id: 6, printjobid: "j6", text: "6" });
    expect(jobs.at(-1)).toMatchObject({ id: 505, text: "505" });
  });

  it("counts a reprint of a printed job as a duplicate, not a retry of a failed one", () => {
    const store = createJobStore();
    const job = (ok: boolean) =>
      store.add({
        printjobid: "p",
        ok,
        code: ok ? "" : "EPTR_COVER_OPEN",
        devid: "d",
        kind: "print",
        commands: text("x"),
      });
    expect([job(false), job(true), job(false), job(true)].map((j) => j.duplicate)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});
