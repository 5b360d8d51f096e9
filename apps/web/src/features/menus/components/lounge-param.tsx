// The menu screens' choices kept in the address (a reload keeps them) and in state (controls answer at once):
// above all the lounge, `?lounge_id=`, else the signed-in lounge.
import type { Session } from "@lounge-office/domain";
import { NativeSelect } from "@mantine/core";
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

/** The lounge asked for in the address when the staff member may use it, else the signed-in one. */
export const loungeFrom = (params: URLSearchParams, session: Session) => {
  const asked = Number(params.get("lounge_id"));
  return session.lounges.some((l) => l.id === asked) ? asked : session.lounge.id;
};

export function useLoungeParam(session: Session) {
  const [values, set] = useParamsState();
  const setLoungeId = (id: number) => set({ lounge_id: String(id) });
  return [loungeFrom(values, session), setLoungeId] as const;
}

export function LoungeSelect({
  session,
  value,
  onChange,
  disabled,
}: {
  session: Session;
  value: number;
  onChange: (loungeId: number) => void;
  disabled?: boolean;
}) {
  return (
    <NativeSelect
      label="店舗"
      value={String(value)}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={session.lounges.map((l) => ({ value: String(l.id), label: l.name }))}
    />
  );
}
