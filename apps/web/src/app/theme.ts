// The Mantine theme: 44 px touch targets for tablets whatever size a control asks for, text no
// smaller than 11 px, a Japanese-friendly font stack, and a name for every close button (a screen
// reader says 「閉じる」, not "button").
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Burger,
  Button,
  Checkbox,
  Chip,
  CloseButton,
  createTheme,
  Drawer,
  getSize,
  Input,
  Menu,
  Modal,
  NavLink,
  Notification,
  NumberInput,
  Radio,
  SegmentedControl,
  Switch,
  Table,
  Tabs,
} from "@mantine/core";
import classes from "./touch-targets.module.css";

/** What every dialog's, drawer's, notice's and alert's ✕ is called. */
export const CLOSE_LABEL = "閉じる";

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
  fontFamily:
    '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP", "Noto Sans JP", Meiryo, system-ui, sans-serif',
  defaultRadius: "md",
  components: {
    Button: Button.extend({
      defaultProps: { size: "md" },
      vars: (_, props) => ({
        root: { "--button-height": atLeastTouch(props.size, "button-height", "md") },
      }),
    }),
    ActionIcon: ActionIcon.extend({
      vars: (_, props) => ({ root: { "--ai-size": atLeastTouch(props.size, "ai-size", "md") } }),
    }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { "aria-label": CLOSE_LABEL } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { "aria-label": CLOSE_LABEL } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { "aria-label": CLOSE_LABEL } },
    }),
    Alert: Alert.extend({ defaultProps: { closeButtonLabel: CLOSE_LABEL } }),
    CloseButton: CloseButton.extend({
      vars: (_, props) => ({ root: { "--cb-size": atLeastTouch(props.size, "cb-size", "md") } }),
    }),
    Burger: Burger.extend({ classNames: { root: classes.target } }),
    // Inputs a finger opens (selects, dates, text): 44 px tall.
    Input: Input.extend({
      vars: (_, props) => ({
        wrapper: { "--input-height": atLeastTouch(props.size, "input-height", "sm") },
      }),
    }),
    // Up/down halves inside a field are 17 px tall: steppers are drawn as buttons where wanted.
    NumberInput: NumberInput.extend({ defaultProps: { hideControls: true } }),
    // A box with its label is one target: the label spans the whole 44 px row.
    Checkbox: Checkbox.extend({
      classNames: { body: classes.choiceBody, label: classes.choiceLabel },
    }),
    Radio: Radio.extend({ classNames: { body: classes.choiceBody, label: classes.choiceLabel } }),
    Switch: Switch.extend({ classNames: { body: classes.choiceBody, label: classes.choiceLabel } }),
    Chip: Chip.extend({
      vars: (_, props) => ({
        root: { "--chip-size": atLeastTouch(props.size, "chip-size", "sm") },
      }),
    }),
    Tabs: Tabs.extend({ classNames: { tab: classes.target } }),
    NavLink: NavLink.extend({ classNames: { root: classes.target } }),
    Menu: Menu.extend({ classNames: { item: classes.target } }),
    SegmentedControl: SegmentedControl.extend({ classNames: { label: classes.segment } }),
    Anchor: Anchor.extend({ classNames: { root: classes.link } }),
    // A header names its column in one line: a word never breaks (「滞在記/録」).
    Table: Table.extend({ classNames: { th: classes.header } }),
    // A badge is read, not tapped: its xs and sm text stays at 11 px at least.
    Badge: Badge.extend({
      vars: (_, props) => ({
        root: { "--badge-fz": `max(0.6875rem, ${getSize(props.size ?? "md", "badge-fz")})` },
      }),
    }),
  },
});
