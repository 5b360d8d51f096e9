// The age modal: birth years (the domain's 50 years back, with era labels) and how many of the
// group were born in each; the counts never exceed the group's size.
import { type AgeEntry, type BoardGroup, birthYearOptions } from "@lounge-office/domain";
import { Button, CloseButton, Group, Modal, NativeSelect, Stack, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { ApiError, errorMessage } from "../../../../lib/api-client";
import { dayjs } from "../../../../lib/dayjs";
import { useUpdateGroup } from "../../api/update-group";
import { boardGenderOf, GENDER_LABEL } from "./board-view";

type Props = {
  group: BoardGroup;
  loungeId: number;
  timeZone: string;
  onClose: () => void;
  /** The seed closes the age modal on a failed save and reopens the detail modal with the error. */
  onFailed: (message: string) => void;
};

export const ageTotal = (ages: AgeEntry[]) => ages.reduce((sum, a) => sum + a.num, 0);

/** Adding a year already listed replaces its count. */
export const putAge = (ages: AgeEntry[], entry: AgeEntry) =>
  ages.some((a) => a.age === entry.age)
    ? ages.map((a) => (a.age === entry.age ? entry : a))
    : [...ages, entry].sort((a, b) => b.age.localeCompare(a.age));

export function AgeModal({ group, loungeId, timeZone, onClose, onFailed }: Props) {
  const [years] = useState(() => birthYearOptions(dayjs().tz(timeZone).year()));
  const [ages, setAges] = useState<AgeEntry[]>(group.age_list);
  // The version the ages were read at: a change from another device meanwhile must be a 409.
  const [lockVersion] = useState(group.lock_version);
  const [year, setYear] = useState(() => years[Math.min(25, years.length - 1)]?.value ?? "");
  const [count, setCount] = useState(1);
  const update = useUpdateGroup(loungeId);
  const remainder = Math.max(0, group.num - ageTotal(ages));
  const counts = Array.from({ length: remainder }, (_, i) => i + 1);
  const chosenCount = Math.min(Math.max(count, 1), Math.max(remainder, 1));
  const labelOf = new Map(years.map((y) => [y.value, y.label]));

  const save = () =>
    update.mutate(
      { id: group.id, age_list: ages, lock_version: lockVersion },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: "年齢を保存しました" });
          onClose();
        },
        onError: (error) =>
          onFailed(
            error instanceof ApiError && error.status === 409
              ? `${errorMessage(error)}（年齢は保存されていません）`
              : errorMessage(error),
          ),
      },
    );

  return (
    <Modal
      opened
      onClose={onClose}
      title={`年齢 — ${GENDER_LABEL[boardGenderOf(group)]} ${group.num}名`}
      centered
    >
      <Stack>
        {ages.length > 0 ? (
          <Table aria-label="入力済みの年齢" verticalSpacing={4}>
            <Table.Tbody>
              {ages.map((a) => (
                <Table.Tr key={a.age} data-age={a.age}>
                  <Table.Td>{labelOf.get(a.age) ?? `${a.age}年`}</Table.Td>
                  <Table.Td>{a.num}名</Table.Td>
                  <Table.Td w={40}>
                    <CloseButton
                      aria-label={`${a.age}年を削除`}
                      onClick={() => setAges(ages.filter((x) => x.age !== a.age))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            まだ入力されていません
          </Text>
        )}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <NativeSelect
            label="生まれ年"
            value={year}
            onChange={(e) => setYear(e.currentTarget.value)}
            data={years}
            style={{ flex: 1 }}
          />
          <NativeSelect
            label="人数"
            value={remainder > 0 ? String(chosenCount) : ""}
            onChange={(e) => setCount(Number(e.currentTarget.value))}
            data={counts.map((n) => ({ value: String(n), label: `${n}名` }))}
            disabled={remainder === 0}
            w={90}
          />
          <Button
            variant="light"
            disabled={remainder === 0 || !year}
            onClick={() => {
              setAges(putAge(ages, { age: year, num: chosenCount }));
              setCount(1);
            }}
          >
            追加
          </Button>
        </Group>
        <Text size="sm" c="dimmed" data-testid="age-remainder">
          残り {remainder}名
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            キャンセル
          </Button>
          <Button onClick={save} loading={update.isPending}>
            保存
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
