// PUT /invalid_data/fix: mark one finding fixed (or not); the answer's attributes.fix ("true" or "false") is what the row shows.
import { floorApi } from "@lounge-office/domain/floor";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { type InvalidDatum, invalidDataQueryKey } from "./get-invalid-data";

export type InvalidDataFixInput = CallInput<typeof floorApi.fixInvalidData>["body"]["invalid_data"];

export const fixInvalidData = ({
  loungeId,
  ...invalid_data
}: InvalidDataFixInput & { loungeId: number }) =>
  call(floorApi.fixInvalidData, { query: { lounge_id: loungeId }, body: { invalid_data } });

export function useFixInvalidData(loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvalidDataFixInput) => fixInvalidData({ loungeId, ...input }),
    onSuccess: ({ attributes }) =>
      queryClient.setQueryData<InvalidDatum[]>(invalidDataQueryKey(loungeId), (list) =>
        list?.map((d) =>
          d.key === attributes.key
            ? { ...d, sort_key: attributes.sort_key, fix: attributes.fix === "true" }
            : d,
        ),
      ),
  });
}
