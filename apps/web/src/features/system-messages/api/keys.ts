// Query keys of system messages: the admins' list, and what each lounge's devices show now.
export const systemMessageKeys = {
  all: ["system-messages"] as const,
  list: () => ["system-messages", "list"] as const,
  active: (loungeId: number) => ["system-messages", "active", loungeId] as const,
};
