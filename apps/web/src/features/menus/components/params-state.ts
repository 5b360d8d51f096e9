// The menu screens' choices kept in the address (a reload keeps them) and in state (controls answer at once).
// The lounge is not one of them: it is the session's (the header's switcher, `lib/lounge-context`).
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

type Changes = Record<string, string | undefined>;

const apply = (params: URLSearchParams, changes: Changes) => {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === "") next.delete(key);
    else next.set(key, value);
  }
  return next;
};

export function useParamsState() {
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState(() => new URLSearchParams(params));
  const written = useRef(params.toString());
  // A navigation from elsewhere (a link to the bare page, back/forward) replaces the choices.
  useEffect(() => {
    const text = params.toString();
    if (text !== written.current) {
      written.current = text;
      setValues(new URLSearchParams(params));
    }
  }, [params]);
  const set = (changes: Changes) => {
    const next = apply(values, changes);
    written.current = next.toString();
    setValues(next);
    setParams(next, { replace: true });
  };
  return [values, set] as const;
}
