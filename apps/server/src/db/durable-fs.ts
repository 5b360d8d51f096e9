// PGlite on disk with commits that reach the disk before they are acknowledged. PGlite starts
// PostgreSQL with fsync off (`-F`), and the Node file system it mounts (Emscripten's NODEFS) answers
// `fdatasync` without flushing and has no `fsync` at all: a settlement answered 201 survived a crash
// of the process but not a power cut. Here PostgreSQL runs with fsync on and `wal_sync_method=fsync`,
// and NODEFS's missing `fsync` flushes the real file: every commit flushes the WAL before COMMIT
// returns, and checkpoints flush the data files (decision 032).
import { fsyncSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/** PGlite's own start parameters without `-F` (fsync off), syncing the WAL through `fsync()`. */
export const durableStartParams = (params: readonly string[] = PGlite.defaultStartParams) => [
  ...params.filter((param) => param !== "-F"),
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=fsync",
];

/** An Emscripten stream of NODEFS: `nfd` is the real file's descriptor. */
type NodeStream = { nfd?: number };
type EmscriptenModule = { NODEFS: { stream_ops: { fsync?: (stream: NodeStream) => number } } };
type InitResult = Awaited<ReturnType<NodeFS["init"]>>;

/**
 * NODEFS with an `fsync` that flushes: `flush` (fsync(2) unless a test counts the calls) runs for
 * every `fsync()` PostgreSQL makes on a file under the data directory.
 */
export class DurableNodeFS extends NodeFS {
  readonly #flush: (fd: number) => void;

  constructor(dataDir: string, flush: (fd: number) => void = fsyncSync) {
    super(dataDir);
    this.#flush = flush;
  }

  override async init(...args: Parameters<NodeFS["init"]>): Promise<InitResult> {
    const result = await super.init(...args);
    const opts = result.emscriptenOpts as { preRun?: ((module: EmscriptenModule) => void)[] };
    const flush = this.#flush;
    opts.preRun = [
      ...(opts.preRun ?? []),
      (module) => {
        module.NODEFS.stream_ops.fsync = (stream) => {
          if (stream.nfd !== undefined) flush(stream.nfd);
          return 0;
        };
      },
    ];
    return result;
  }
}
