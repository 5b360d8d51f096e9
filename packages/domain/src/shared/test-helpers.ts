// Test helper: what a DomainError-throwing call threw, for terse assertions on codes and messages.
import { DomainError } from "./errors";

export function thrown(fn: () => unknown): { code: string; message: string } | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) {
      return { code: error.code, message: error.message };
    }
    throw error;
  }
  return undefined;
}
