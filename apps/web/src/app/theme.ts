// The Mantine theme: 44 px touch targets for tablets whatever size a control asks for, text no
// smaller than 11 px, a Japanese-friendly font stack, a name for every close button (a screen
// reader says 「閉じる」, not "button"), and colours that read at WCAG AA (4.5:1) in the light
// theme and the night theme alike.

import type {
  ActionIconFactory,
  AlertFactory,
  AnchorFactory,
  BadgeFactory,
  BurgerFactory,
  ButtonFactory,
  CheckboxFactory,
  ChipFactory,
  CloseButtonFactory,
  DrawerFactory,
  InputClearButtonFactory,
  InputFactory,
  MenuFactory,
  ModalFactory,
  NavLinkFactory,
  NotificationFactory,
  NumberInputFactory,
  PasswordInputFactory,
  RadioFactory,
  SegmentedControlFactory,
  SwitchFactory,
  TableFactory,
  TabsFactory,
} from "@mantine/core";
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  type ExtendComponent,
  getSize,
  lighten,
  localStorageColorSchemeManager,
  luminance,
} from "@mantine/core";
import { t } from "./shell-messages";
import colours from "./theme-colours.module.css";
import classes from "./touch-targets.module.css";

/**
 * The theme chosen on this tablet ("auto", "light" or "dark"), in this browser's storage; the key
 * is read again by public/color-scheme.js before the app draws.
 */
export const COLOR_SCHEME_KEY = "lounge-office:color-scheme";
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/** What every dialog's, drawer's, notice's and alert's ✕ is called. */
export const CLOSE_LABEL = t("close");

/** The smallest box a finger hits reliably (Apple's and Google's guidance: 44 pt / 48 dp). */
export const TOUCH_TARGET = "2.75rem";

/**
 * A control's size variable, never under the touch target: a dense `size="xs"` keeps its small
 * text but grows its box, and a larger size stays as it is.
 */
const atLeastTouch = (size: unknown, prefix: string, fallback: string) =>
  `max(${TOUCH_TARGET}, ${getSize((size as string | number | undefined) ?? fallback, prefix)})`;

export const theme = createTheme({
  primaryColor: "indigo",
  // Filled controls in shade 8 (white on indigo 5.7:1), with black or white text, whichever reads
  // better on the colour: at a luminance of 0.179 both read at 4.58:1, so either choice is AA.
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.179,
  fontFamily:
    '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP", "Noto Sans JP", Meiryo, system-ui, sans-serif',
  defaultRadius: "md",
  // Plain objects checked against each component's type, not `Button.extend(…)`: calling a
  // component's `extend` would load every component named here into the sign-in page's code.
  components: {
    Button: {
      defaultProps: { size: "md" },
      vars: (_, props) => ({
        root: { "--button-height": atLeastTouch(props.size, "button-height", "md") },
      }),
    } satisfies ExtendComponent<ButtonFactory>,
    ActionIcon: {
      vars: (_, props) => ({ root: { "--ai-size": atLeastTouch(props.size, "ai-size", "md") } }),
    } satisfies ExtendComponent<ActionIconFactory>,
    Modal: {
      defaultProps: { closeButtonProps: { "aria-label": CLOSE_LABEL } },
    } satisfies ExtendComponent<ModalFactory>,
    Drawer: {
      defaultProps: { closeButtonProps: { "aria-label": CLOSE_LABEL } },
    } satisfies ExtendComponent<DrawerFactory>,
    Alert: {
      defaultProps: { closeButtonLabel: CLOSE_LABEL },
    } satisfies ExtendComponent<AlertFactory>,
    CloseButton: {
      vars: (_, props) => ({ root: { "--cb-size": atLeastTouch(props.size, "cb-size", "md") } }),
    } satisfies ExtendComponent<CloseButtonFactory>,
    // A field's ✕ (a date picker's clear button) is a CloseButton of its own kind.
    InputClearButton: {
      vars: (_, props) => ({ root: { "--cb-size": atLeastTouch(props.size, "cb-size", "sm") } }),
    } satisfies ExtendComponent<InputClearButtonFactory>,
    Burger: { classNames: { root: classes.target } } satisfies ExtendComponent<BurgerFactory>,
    // Inputs a finger opens (selects, dates, text): 44 px tall.
    Input: {
      vars: (_, props) => ({
        wrapper: { "--input-height": atLeastTouch(props.size, "input-height", "sm") },
      }),
    } satisfies ExtendComponent<InputFactory>,
    // A password field's eye: 44 px, and named in Japanese (Mantine says "Toggle password
    // visibility"); pressed while the password shows.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { "aria-label": t("showPassword") } },
      vars: (_, props) => ({
        root: { "--psi-button-size": atLeastTouch(props.size, "psi-button-size", "sm") },
      }),
    } satisfies ExtendComponent<PasswordInputFactory>,
    // Up/down halves inside a field are 17 px tall: steppers are drawn as buttons where wanted.
    NumberInput: {
      defaultProps: { hideControls: true },
    } satisfies ExtendComponent<NumberInputFactory>,
    // A box with its label is one target: the label spans the whole 44 px row.
    Checkbox: {
      classNames: { body: classes.choiceBody, label: classes.choiceLabel },
    } satisfies ExtendComponent<CheckboxFactory>,
    Radio: {
      classNames: { body: classes.choiceBody, label: classes.choiceLabel },
    } satisfies ExtendComponent<RadioFactory>,
    Switch: {
      classNames: { body: classes.choiceBody, label: classes.choiceLabel },
    } satisfies ExtendComponent<SwitchFactory>,
    Chip: {
      vars: (_, props) => ({
        root: { "--chip-size": atLeastTouch(props.size, "chip-size", "sm") },
      }),
    } satisfies ExtendComponent<ChipFactory>,
    Tabs: { classNames: { tab: classes.target } } satisfies ExtendComponent<TabsFactory>,
    NavLink: { classNames: { root: classes.target } } satisfies ExtendComponent<NavLinkFactory>,
    Menu: { classNames: { item: classes.target } } satisfies ExtendComponent<MenuFactory>,
    SegmentedControl: {
      classNames: { label: classes.segment },
    } satisfies ExtendComponent<SegmentedControlFactory>,
    Anchor: { classNames: { root: classes.link } } satisfies ExtendComponent<AnchorFactory>,
    // A header names its column in one line: a word never breaks (「滞在記/録」).
    Table: { classNames: { th: classes.header } } satisfies ExtendComponent<TableFactory>,
    // A badge is read, not tapped: its xs and sm text stays at 11 px at least.
    // A notification's text under its title reads at AA (Mantine draws it in grey 6, 3.3:1).
    Notification: {
      defaultProps: { closeButtonProps: { "aria-label": CLOSE_LABEL } },
      classNames: { description: colours.notificationDescription },
    } satisfies ExtendComponent<NotificationFactory>,
    Badge: {
      vars: (_, props) => ({
        root: { "--badge-fz": `max(0.6875rem, ${getSize(props.size ?? "md", "badge-fz")})` },
      }),
    } satisfies ExtendComponent<BadgeFactory>,
  },
});

/** WCAG's contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** AA for text, with a little room for rounding. */
const TEXT_CONTRAST = 4.6;

/**
 * `colour`, darkened (for a light background) or lightened (for a dark one) in small steps until
 * it reads at AA on every one of `backgrounds`.
 */
export function readableOn(colour: string, backgrounds: string[], towards: "darker" | "lighter") {
  for (let step = 0; step <= 20; step += 1) {
    const candidate =
      towards === "darker" ? darken(colour, step * 0.05) : lighten(colour, step * 0.05);
    if (backgrounds.every((b) => contrastRatio(candidate, b) >= TEXT_CONTRAST)) return candidate;
  }
  return towards === "darker" ? "#000000" : "#ffffff";
}

const { colors } = DEFAULT_THEME;
const WHITE = "#ffffff";
/** The night theme's surfaces: the page, cards and inputs, the header, a list's section rows. */
const NIGHT = [colors.dark[7], colors.dark[6], colors.dark[8], colors.dark[5]];
/** Every colour's light-variant background (alerts, light badges), where links and text sit too. */
const TINTS = Object.entries(colors)
  .filter(([name]) => name !== "dark")
  .map(([, shades]) => ({ light: shades[1], dark: darken(shades[9], 0.5) }));

/**
 * Coloured text made readable: Mantine's defaults put e.g. green 8 on white (3.5:1), orange 9 on
 * orange 1 (3.6:1) and grey 6 as dimmed text (3.3:1). Each colour's text, outline and light
 * variant's text are darkened in the light theme, lightened at night, just enough for AA on the
 * surfaces they sit on; dimmed, placeholder and error text likewise.
 */
function readableVariables(): ReturnType<CSSVariablesResolver> {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (name === "dark") continue;
    const lightSurfaces = [WHITE, colors.gray[0], shades[0], shades[1]];
    light[`--mantine-color-${name}-text`] = readableOn(shades[8], lightSurfaces, "darker");
    light[`--mantine-color-${name}-outline`] = readableOn(shades[8], lightSurfaces, "darker");
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], lightSurfaces, "darker");
    const nightSurfaces = [...NIGHT, darken(shades[9], 0.5)];
    dark[`--mantine-color-${name}-text`] = readableOn(shades[4], nightSurfaces, "lighter");
    dark[`--mantine-color-${name}-outline`] = readableOn(shades[4], nightSurfaces, "lighter");
    dark[`--mantine-color-${name}-light-color`] = readableOn(shades[0], nightSurfaces, "lighter");
  }
  const greys = [WHITE, colors.gray[0], colors.gray[1]];
  return {
    variables: {},
    light: {
      ...light,
      "--mantine-color-dimmed": readableOn(colors.gray[6], greys, "darker"),
      "--mantine-color-placeholder": readableOn(colors.gray[5], greys, "darker"),
      "--mantine-color-error": "var(--mantine-color-red-text)",
      "--mantine-color-anchor": readableOn(
        colors.indigo[8],
        [...greys, ...TINTS.map((t) => t.light)],
        "darker",
      ),
    },
    dark: {
      ...dark,
      "--mantine-color-dimmed": readableOn(colors.dark[2], NIGHT, "lighter"),
      "--mantine-color-placeholder": readableOn(colors.dark[3], NIGHT, "lighter"),
      "--mantine-color-error": "var(--mantine-color-red-text)",
      "--mantine-color-anchor": readableOn(
        colors.indigo[4],
        [...NIGHT, ...TINTS.map((t) => t.dark)],
        "lighter",
      ),
    },
  };
}

/**
 * Computed once, on the first render that asks (the palette does not change while the app runs):
 * not while the start's modules evaluate, in one long task with everything else they do.
 */
let readable: ReturnType<CSSVariablesResolver> | null = null;
export const cssVariablesResolver: CSSVariablesResolver = () => {
  readable ??= readableVariables();
  return readable;
};
