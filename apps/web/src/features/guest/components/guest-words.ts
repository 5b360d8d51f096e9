// The guest page's words in Japanese (first) and English: the guests choose, the choice is kept on
// the phone.
import {
  GUEST_LINK_INVALID,
  GUEST_RATE_LIMITED,
  type GuestPresent,
} from "@lounge-office/domain/guest";

export type GuestLanguage = "ja" | "en";

const GENDER = {
  ja: { mens: "男性", ladys: "女性", others: "その他" },
  en: { mens: "Men", ladys: "Women", others: "Others" },
} as const;

export const GUEST_WORDS = {
  ja: {
    switchTo: "English",
    yourTable: "お客様の席",
    people: (p: Pick<GuestPresent, "gender" | "num">) => `${GENDER.ja[p.gender]} ${p.num}名`,
    enteredAt: "ご入店",
    alone: "おひとり（お相席前）",
    matched: "お相席",
    minutes: (n: number) => `${n}分`,
    chargeSoFar: "現在のご利用料金（税込）",
    time: "時間料金",
    special: "特別料金",
    orders: "ご注文",
    extra: "その他",
    tax: (yen: string) => `うち消費税 ${yen}`,
    nextUnit: (at: string, yen: string) => `${at} から次の時間料金 ${yen} が加わります`,
    noNextUnit: "この先しばらく時間料金は加わりません",
    setLeft: (n: number) => (n > 0 ? `セット残り ${n}分` : `セット時間を${-n}分過ぎています`),
    prices: (unit: number) => `料金表（${unit}分・1名あたり）`,
    hour: "時間帯",
    soloPrice: "おひとり",
    sharePrice: "お相席",
    updated: (at: string) => `${at} 時点・30秒ごとに更新`,
    stale: (at: string) => `更新できませんでした（${at} 時点の表示です）`,
    settledTitle: "お会計が済みました",
    settledTotal: (yen: string, groups: number) =>
      groups > 1 ? `お会計 ${yen}（${groups}組分）` : `お会計 ${yen}`,
    thanks: "ご来店ありがとうございました。またのお越しをお待ちしております。",
    loading: "読み込み中…",
    failed: "読み込めませんでした",
    invalid: GUEST_LINK_INVALID,
    limited: GUEST_RATE_LIMITED,
  },
  en: {
    switchTo: "日本語",
    yourTable: "Your table",
    people: (p: Pick<GuestPresent, "gender" | "num">) => `${GENDER.en[p.gender]} × ${p.num}`,
    enteredAt: "Arrived",
    alone: "On your own",
    matched: "Matched",
    minutes: (n: number) => `${n} min`,
    chargeSoFar: "Charge so far (tax included)",
    time: "Time",
    special: "Special fee",
    orders: "Orders",
    extra: "Other",
    tax: (yen: string) => `incl. consumption tax ${yen}`,
    nextUnit: (at: string, yen: string) => `The next time charge of ${yen} starts at ${at}`,
    noNextUnit: "No further time charge for now",
    setLeft: (n: number) => (n > 0 ? `${n} min left of your set` : `${-n} min past your set`),
    prices: (unit: number) => `Prices (per ${unit} min, per person)`,
    hour: "From",
    soloPrice: "On your own",
    sharePrice: "Matched",
    updated: (at: string) => `As of ${at}, updated every 30 s`,
    stale: (at: string) => `Could not update (showing ${at})`,
    settledTitle: "Your bill is settled",
    settledTotal: (yen: string, groups: number) =>
      groups > 1 ? `Total ${yen} (${groups} groups)` : `Total ${yen}`,
    thanks: "Thank you for coming. We look forward to seeing you again.",
    loading: "Loading…",
    failed: "Could not load",
    invalid: "This link no longer works (it expired or was withdrawn). Please ask the staff.",
    limited: "Too many requests. Please wait a moment and open it again.",
  },
} as const;

export const yen = (n: number) => `¥${n.toLocaleString("ja-JP")}`;
