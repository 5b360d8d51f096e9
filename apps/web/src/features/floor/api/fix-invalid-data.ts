// PUT /invalid_data/fix: mark one finding fixed (or not); the answer's attributes.fix ('true' or otherwise) is what the row shows.
import type { ZInvalidDataFix } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { type InvalidDatum, invalidDataQueryKey } from "./get-invalid-data";

export type InvalidDataFixInput = z.input<typeof ZInvalidDataFix>["invalid_data"];

/** The seed reads `attributes.sort_key` and `attributes.fix`; anything but 'true' means not fixed. */
const ZInvalidDataFixResponse = z.object({
  attributes: z.object({ key: z.string(), sort_key: z.string(), fix: z.string() }),
});

export const fixInvalidData = ({
  loungeId,
  ...invalid_data
}: InvalidDataFixInput & { loungeId: number }) =>
  api("/invalid_data/fix", {
    method: "PUT",
    query: { lounge_id: loungeId },
    body: { invalid_data },
    schema: ZInvalidDataFixResponse,
  });

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
