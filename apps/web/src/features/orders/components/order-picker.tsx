// "注文を追加": genres as tabs with menu cards (image, name, price), one option tag when the menu has options,
// a quantity, and the rewards; sends one order line at a time.
import { type OrderCreate, ordersApi } from "@lounge-office/domain/orders";
import type { Menu, Reward } from "@lounge-office/domain/shared";
import {
  ActionIcon,
  Alert,
  AspectRatio,
  Badge,
  Button,
  Card,
  Center,
  Chip,
  Group,
  Image,
  Loader,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { IconGift, IconMinus, IconPhoto, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { yenWord } from "../../../lib/common-messages";
import { contractQuery } from "../../../lib/contract-query";
import { t } from "../messages";

const REWARDS_TAB = "rewards";

type Choice = { kind: "menu"; item: Menu } | { kind: "reward"; item: Reward };

type Props = {
  loungeId: number;
  ordering: boolean;
  onOrder: (order: OrderCreate, label: string) => Promise<unknown>;
};

function ItemCard({
  name,
  image,
  detail,
  selected,
  onClick,
}: {
  name: string;
  image: string | null;
  detail: string;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton onClick={onClick} aria-pressed={selected} aria-label={`${name} ${detail}`}>
      <Card
        withBorder
        padding="xs"
        radius="md"
        style={{
          borderColor: selected ? "var(--mantine-color-blue-filled)" : undefined,
          borderWidth: selected ? 2 : 1,
        }}
      >
        <Card.Section>
          <AspectRatio ratio={4 / 3}>
            {image ? (
              <Image src={image} alt="" fit="cover" />
            ) : (
              <Center bg="var(--mantine-color-default-hover)">
                <IconPhoto size={28} color="var(--mantine-color-dimmed)" aria-hidden />
              </Center>
            )}
          </AspectRatio>
        </Card.Section>
        <Text size="sm" fw={600} mt={6} lineClamp={2}>
          {name}
        </Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </Card>
    </UnstyledButton>
  );
}

export function OrderPicker({ loungeId, ordering, onOrder }: Props) {
  const orderable = useQuery(
    contractQuery(ordersApi.orderable, { query: { lounge_id: loungeId } }),
  );
  const [tab, setTab] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [option, setOption] = useState<string | null>(null);
  const [num, setNum] = useState<string | number>(1);

  if (orderable.isPending) {
    return (
      <Center p="md">
        <Loader size="sm" aria-label={t("loadingMenus")} />
      </Center>
    );
  }
  if (orderable.isError) return <Alert color="red">{errorMessage(orderable.error)}</Alert>;
  const { genres, rewards } = orderable.data;
  if (genres.length === 0 && rewards.length === 0) {
    return <Alert color="gray">{t("nothingToOrder")}</Alert>;
  }
  const activeTab = tab ?? String(genres[0]?.id ?? REWARDS_TAB);

  const choose = (next: Choice) => {
    setChoice(next);
    setOption(null);
    setNum(1);
  };
  const options = choice?.kind === "menu" ? choice.item.options : [];
  const count = typeof num === "number" ? num : Number(num);
  const countValid = Number.isInteger(count) && count >= 1 && count <= 99;
  const ready = choice !== null && countValid && (options.length === 0 || option !== null);

  const submit = async () => {
    if (!choice || !ready) return;
    const order: OrderCreate =
      choice.kind === "menu"
        ? { menu_id: choice.item.id, num: count, ...(option ? { option } : {}) }
        : { reward_id: choice.item.id, num: count };
    const label = option ? t("withOption", { name: choice.item.name, option }) : choice.item.name;
    try {
      await onOrder(order, label);
      setChoice(null);
      setOption(null);
      setNum(1);
    } catch {
      // The panel shows the message; the choice stays so it can be sent again.
    }
  };

  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Tabs value={activeTab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            {genres.map((genre) => (
              <Tabs.Tab key={genre.id} value={String(genre.id)}>
                {genre.name}
              </Tabs.Tab>
            ))}
            {rewards.length > 0 && (
              <Tabs.Tab value={REWARDS_TAB} leftSection={<IconGift size={14} />}>
                {t("reward")}
              </Tabs.Tab>
            )}
          </Tabs.List>
          {genres.map((genre) => (
            <Tabs.Panel key={genre.id} value={String(genre.id)} pt="sm">
              <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs">
                {genre.menus.map((menu) => (
                  <ItemCard
                    key={menu.id}
                    name={menu.name}
                    image={menu.image}
                    detail={yenWord(menu.price)}
                    selected={choice?.kind === "menu" && choice.item.id === menu.id}
                    onClick={() => choose({ kind: "menu", item: menu })}
                  />
                ))}
              </SimpleGrid>
            </Tabs.Panel>
          ))}
          <Tabs.Panel value={REWARDS_TAB} pt="sm">
            <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs">
              {rewards.map((reward) => (
                <ItemCard
                  key={reward.id}
                  name={reward.name}
                  image={reward.image}
                  detail={t("rewardFree")}
                  selected={choice?.kind === "reward" && choice.item.id === reward.id}
                  onClick={() => choose({ kind: "reward", item: reward })}
                />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
        </Tabs>

        {choice && (
          <Paper bg="var(--mantine-color-default-hover)" p="sm" aria-label={t("chosen")}>
            <Stack gap="xs">
              <Group gap="xs">
                <Text fw={700}>{choice.item.name}</Text>
                {choice.kind === "menu" ? (
                  <Text c="dimmed">{yenWord(choice.item.price)}</Text>
                ) : (
                  <Badge color="pink" variant="light">
                    {t("reward")}
                  </Badge>
                )}
              </Group>
              {options.length > 0 && (
                <Stack gap={4}>
                  <Text size="sm">{t("chooseOption")}</Text>
                  <Chip.Group multiple={false} value={option} onChange={setOption}>
                    <Group gap="xs" role="radiogroup" aria-label={t("option")}>
                      {options.map((tag) => (
                        <Chip key={tag} value={tag} type="radio">
                          {tag}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                </Stack>
              )}
              <Group align="flex-end">
                <Group gap={4} align="flex-end" wrap="nowrap">
                  {/* Steppers a finger hits: the field's own up/down halves are 17 px tall. */}
                  <ActionIcon
                    variant="default"
                    aria-label={t("fewer")}
                    disabled={!countValid || count <= 1}
                    onClick={() => setNum(count - 1)}
                  >
                    <IconMinus size={18} />
                  </ActionIcon>
                  <NumberInput
                    label={t("count")}
                    w={72}
                    min={1}
                    max={99}
                    allowDecimal={false}
                    allowNegative={false}
                    value={num}
                    onChange={setNum}
                    error={countValid ? undefined : t("countRange")}
                  />
                  <ActionIcon
                    variant="default"
                    aria-label={t("more")}
                    disabled={!countValid || count >= 99}
                    onClick={() => setNum(count + 1)}
                  >
                    <IconPlus size={18} />
                  </ActionIcon>
                </Group>
                <Button onClick={submit} disabled={!ready} loading={ordering}>
                  {t("order")}
                </Button>
                <Button variant="default" onClick={() => setChoice(null)}>
                  {t("chooseAgain")}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}
