// The Mantine theme: large touch targets for tablets, Japanese-friendly font stack.
import { createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "indigo",
  fontFamily:
    '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP", "Noto Sans JP", Meiryo, system-ui, sans-serif',
  defaultRadius: "md",
  components: {
    Button: { defaultProps: { size: "md" } },
  },
});
