// A seat's type: automatic-accounting booths and normal tables, as the board and the seat editor name them.
import { z } from "zod";

export const SEAT_TYPES = ["auto", "normal"] as const;
export const ZSeatType = z.enum(SEAT_TYPES);
export type SeatType = z.infer<typeof ZSeatType>;
