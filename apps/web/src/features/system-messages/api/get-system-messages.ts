// GET /system_messages: every message sent, newest first (admins).
import { systemMessagesApi } from "@lounge-office/domain/system-messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { systemMessageKeys } from "./keys";

export const getSystemMessages = () => call(systemMessagesApi.list);

export const systemMessagesQueryOptions = () =>
  queryOptions({ queryKey: systemMessageKeys.list(), queryFn: getSystemMessages });

export const useSystemMessages = () => useQuery(systemMessagesQueryOptions());
