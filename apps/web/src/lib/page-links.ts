// Addresses of pages that more than one feature links to (features never import each other).

/** The accounting screen for the ticked groups, in the original system's form `?customer_group_ids[]=…`. */
export const accountingHref = (groupIds: readonly number[]) =>
  `/accounting_logs/new?${groupIds.map((id) => `customer_group_ids[]=${id}`).join("&")}`;

/** The floor board, where accounting returns to. */
export const BOARD_PATH = "/lounges/entries";

/** The sign-in page: it starts on its own (main.tsx), apart from the app. */
export const SIGN_IN_PATH = "/sign_in";
