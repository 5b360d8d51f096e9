// The theme names every ✕: a dialog's, a drawer's, a notice's and an alert's close button reads
// 「閉じる」 to a screen reader, without each screen remembering to say so. Its colours read at AA
// in both themes.
import {
  Alert,
  DEFAULT_THEME,
  Drawer,
  darken,
  isLightColor,
  Modal,
  Notification,
  PasswordInput,
} from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { contrastRatio, cssVariablesResolver, theme } from "./theme";

describe("theme", () => {
  it("names the close buttons of a dialog, a drawer, a notification and an alert 「閉じる」", async () => {
    renderWithProviders(
      <>
        <Modal opened onClose={() => {}} title="ダイアログ">
          中身
        </Modal>
        <Drawer opened onClose={() => {}} title="ドロワー">
          中身
        </Drawer>
        <Notification onClose={() => {}}>通知</Notification>
        <Alert withCloseButton onClose={() => {}}>
          警告
        </Alert>
      </>,
    );
    await screen.findByRole("dialog", { name: "ダイアログ" });
    expect(screen.getAllByRole("button", { name: "閉じる" })).toHaveLength(4);
  });
});

describe("the theme's words", () => {
  it("names a password field's eye 「パスワードを表示」, pressed while the password shows", async () => {
    renderWithProviders(<PasswordInput label="パスワード" />);
    const eye = await screen.findByRole("button", { name: "パスワードを表示" });
    expect(eye).toHaveAttribute("aria-pressed", "false");
  });
});

describe("the theme's colours", () => {
  const resolved = cssVariablesResolver(theme as never);
  const { colors } = DEFAULT_THEME;
  const surfaces = {
    light: ["#ffffff", colors.gray[0]],
    dark: [colors.dark[7], colors.dark[6], colors.dark[8], colors.dark[5]],
  } as const;

  it.each(["light", "dark"] as const)(
    "reads at AA (4.5:1) in the %s theme: every colour's text, outline, light text; dimmed; errors; links",
    (scheme) => {
      const variables: Record<string, string> = resolved[scheme];
      const value = (name: string): string => {
        const found = variables[name];
        if (!found) throw new Error(`${name} is not set`);
        return found.startsWith("var(--") ? value(found.slice(4, -1)) : found;
      };
      const low: string[] = [];
      for (const [name, shades] of Object.entries(colors)) {
        if (name === "dark") continue;
        const lightBackground = scheme === "light" ? shades[1] : darken(shades[9], 0.5);
        for (const kind of ["text", "outline", "light-color"]) {
          const backgrounds = [
            ...surfaces[scheme],
            ...(kind === "outline" ? [] : [lightBackground]),
          ];
          for (const background of backgrounds) {
            const ratio = contrastRatio(value(`--mantine-color-${name}-${kind}`), background);
            if (ratio < 4.5) low.push(`${name}-${kind} on ${background}: ${ratio.toFixed(2)}`);
          }
        }
      }
      for (const [name, shades] of Object.entries(colors)) {
        if (name === "dark") continue;
        const tint = scheme === "light" ? shades[1] : darken(shades[9], 0.5);
        const ratio = contrastRatio(value("--mantine-color-anchor"), tint);
        if (ratio < 4.5) low.push(`anchor on ${name}'s tint: ${ratio.toFixed(2)}`);
      }
      for (const name of ["dimmed", "placeholder", "error", "anchor"]) {
        for (const background of surfaces[scheme]) {
          const ratio = contrastRatio(value(`--mantine-color-${name}`), background);
          if (ratio < 4.5) low.push(`${name} on ${background}: ${ratio.toFixed(2)}`);
        }
      }
      expect(low).toEqual([]);
    },
  );

  it("fills in shade 8 with black or white text, whichever reads at AA", () => {
    for (const [name, shades] of Object.entries(colors)) {
      const text = isLightColor(shades[8], theme.luminanceThreshold) ? "#000000" : "#ffffff";
      expect(contrastRatio(text, shades[8]), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
