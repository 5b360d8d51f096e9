// PUT /api/v1/session/locale: one's language, kept on the server for one's next sign-in; once kept,
// this tablet remembers it and the page loads again in it.
import { type Locale, sessionApi } from "@lounge-office/domain/session";
import { useContractMutation } from "../../../lib/contract-query";
import { switchLocale } from "../../../lib/i18n";

/** `onError` with the mutation, not with `mutate`: the menu that asked has closed by the answer. */
export const useChangeLocale = (onError: () => void) =>
  useContractMutation(sessionApi.changeLocale, {
    input: (locale: Locale) => ({ body: { locale } }),
    onSuccess: (_ok, locale) => switchLocale(locale),
    onError,
  });
