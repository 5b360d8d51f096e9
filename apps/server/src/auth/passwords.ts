// Password hashing: argon2id (the library's default) with a per-hash random salt.
import { hash, verify } from "@node-rs/argon2";

export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;

/** Verify, spending the same time when there is no account, so timing does not reveal which accounts exist. */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hash("no-such-account-dummy-password");
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
