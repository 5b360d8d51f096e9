// `npm run setup -- --lounge 渋谷 --account honbu [--name "本部 管理者"] [--time-zone Asia/Tokyo]`:
// the first lounge and head-office account of a new database (the same settings as the server:
// DATABASE_URL, else DATA_DIR — on PGlite with the server stopped). The password is asked for
// without echo, or read from the first line of standard input when that is not a terminal; never
// from the command line, where `ps` and the shell's history would keep it.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { openConfiguredDatabase } from "../db/open-configured";
import { readFirstAdmin, setUpFirstAdmin } from "./first-admin";

const USAGE =
  'usage: npm run setup -- --lounge <店舗名> --account <admin account> [--name "本部 管理者"] [--time-zone Asia/Tokyo]';

/** One line from standard input; on a terminal, typed without echo. */
async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return "";
  }
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let typed = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          resolve(typed);
          return;
        }
        if (char === "\u0003") {
          input.setRawMode(false);
          reject(new Error("interrupted"));
          return;
        }
        typed = char === "\u007f" || char === "\b" ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on("data", onData);
  });
}

async function main(): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        lounge: { type: "string" },
        account: { type: "string" },
        name: { type: "string", default: "本部 管理者" },
        "time-zone": { type: "string", default: "Asia/Tokyo" },
      },
    }) as { values: Record<string, string | undefined> });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const password = await readPassword("パスワード（8文字以上）: ");
  const read = readFirstAdmin({
    lounge: values.lounge ?? "",
    account: values.account ?? "",
    name: values.name ?? "",
    time_zone: values["time-zone"],
    password,
  });
  if (!read.ok) {
    console.error(`${read.problems.join("\n")}\n${USAGE}`);
    return 2;
  }
  const database = await openConfiguredDatabase(config);
  try {
    const result = await setUpFirstAdmin(database.db, read.value);
    if (!result.created) {
      console.error(result.reason);
      return 1;
    }
    console.log(
      `店舗「${result.lounge.name}」（id ${result.lounge.id}）と管理者アカウント ${result.account} を作成しました。サインインして、席・料金・メニュー・スタッフを設定してください。`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
