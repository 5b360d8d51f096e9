// A dialog title that names the lounge it edits (「料金区分の追加（渋谷）」): admins switch lounges,
// and a dialog must never leave them guessing which lounge it writes to.
import { t } from "./common-messages";
import { useSession } from "./session";

export function useLoungeTitle(loungeId: number) {
  const lounges = useSession().data?.lounges ?? [];
  const name = lounges.find((l) => l.id === loungeId)?.name;
  return (title: string) => (name ? t("loungeTitle", { title, lounge: name }) : title);
}
