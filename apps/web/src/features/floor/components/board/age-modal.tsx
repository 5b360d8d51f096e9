// The age modal: birth years (the domain's 50 years back, with era labels) and how many of the
// group were born in each; the counts never exceed the group's size. 保存 also adds a year chosen
// but not yet added, and is disabled while there is nothing to save; a change from another device
// meanwhile (409) is told inside the dialog, keeping the ages entered here.
import type { AgeEntry, BoardGroup } from "@lounge-office/domain/floor";
import { birthYearOptions } from "@lounge-office/domain/shared";
import { Button, CloseButton, Group, Modal, NativeSelect, Stack, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { ApiError, errorMessage } from "../../../../lib/api-client";
import { t as common } from "../../../../lib/common-messages";
import { dayjs } from "../../../../lib/dayjs";
import { useUpdateGroup } from "../../api/group-writes";
import { findGroup } from "./board-view";
import { agesWords, eraYear, groupOf, peopleWord, t } from "./messages";
import { useGuardedWrite } from "./use-guarded-write";
import { ConflictNotice, WriteStatus } from "./write-status";

type Props = {
  group: BoardGroup;
  loungeId: number;
  timeZone: string;
  onClose: () => void;
  /** The original system closes the age modal on a failed save and reopens the detail modal with the error. */
  onFailed: (message: string) => void;
};

const sameAges = (a: AgeEntry[], b: AgeEntry[]) => JSON.stringify(a) === JSON.stringify(b);

export const ageTotal = (ages: AgeEntry[]) => ages.reduce((sum, a) => sum + a.num, 0);

/** Adding a year already listed replaces its count. */
export const putAge = (ages: AgeEntry[], entry: AgeEntry) =>
  ages.some((a) => a.age === entry.age)
    ? ages.map((a) => (a.age === entry.age ? entry : a))
    : [...ages, entry].sort((a, b) => b.age.localeCompare(a.age));

export function AgeModal({ group, loungeId, timeZone, onClose, onFailed }: Props) {
  // The domain's years, each named in this page's language: 「1990年 (平成2年)」.
  const [years] = useState(() =>
    birthYearOptions(dayjs().tz(timeZone).year()).map(({ value }) => ({
      value,
      label: t("age.yearOption", { year: value, era: eraYear(Number(value)) }),
    })),
  );
  // The group as it was when the dialog opened: its version is sent, so a change from another
  // device meanwhile is a 409 rather than overwritten.
  const [seen, setSeen] = useState(group);
  const [ages, setAges] = useState<AgeEntry[]>(group.age_list);
  // Nothing is chosen at first: 保存 must never add a year the person did not pick.
  const [year, setYear] = useState("");
  const [count, setCount] = useState(1);
  const write = useGuardedWrite(useUpdateGroup(loungeId), loungeId);
  const remainder = Math.max(0, seen.num - ageTotal(ages));
  const counts = Array.from({ length: remainder }, (_, i) => i + 1);
  const chosenCount = Math.min(Math.max(count, 1), Math.max(remainder, 1));
  const labelOf = new Map(years.map((y) => [y.value, y.label]));
  // A year chosen but not added yet is saved with the list (the original system's staff press 保存 directly).
  const pendingChoice = year !== "" && remainder > 0 && !ages.some((a) => a.age === year);
  const toSave = pendingChoice ? putAge(ages, { age: year, num: chosenCount }) : ages;
  const nothingToSave = sameAges(toSave, seen.age_list);

  const save = () => {
    if (nothingToSave || write.pending) return;
    setAges(toSave);
    setYear("");
    write.send(
      { id: seen.id, age_list: toSave, lock_version: seen.lock_version },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("age.saved") });
          onClose();
        },
        // The server refused the ages themselves: the original system reopens the detail modal with why.
        onError: (error) => {
          if (error instanceof ApiError && error.status !== 409 && error.status < 500) {
            onFailed(errorMessage(error));
          }
        },
        action: t("action.ages"),
        recorded: (board) => {
          const now = findGroup(board, seen.id)?.group;
          return now && now.lock_version > seen.lock_version && sameAges(now.age_list, toSave)
            ? agesWords(toSave)
            : null;
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={write.pending ? write.cancel : onClose}
      title={t("age.title", { group: groupOf(seen.gender, seen.num) })}
      centered
    >
      <Stack>
        {write.state.kind === "conflict" && (
          <ConflictNotice
            now={t("age.now", { count: group.num, ages: agesWords(group.age_list) })}
            ready={group.lock_version !== seen.lock_version}
            onReopen={() => {
              setSeen(group);
              write.reset();
            }}
          />
        )}
        <WriteStatus state={write.state} pending={write.pending} onCancel={write.cancel} />
        {ages.length > 0 ? (
          <Table aria-label={t("age.entered")} verticalSpacing={4}>
            <Table.Tbody>
              {ages.map((a) => (
                <Table.Tr key={a.age} data-age={a.age}>
                  <Table.Td>{labelOf.get(a.age) ?? t("age.year", { year: a.age })}</Table.Td>
                  <Table.Td>{peopleWord(a.num)}</Table.Td>
                  <Table.Td w={40}>
                    <CloseButton
                      aria-label={t("age.remove", { year: a.age })}
                      onClick={() => setAges(ages.filter((x) => x.age !== a.age))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t("age.noneYet")}
          </Text>
        )}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <NativeSelect
            label={t("age.birthYear")}
            value={year}
            onChange={(e) => setYear(e.currentTarget.value)}
            data={[{ value: "", label: t("age.choose"), disabled: true }, ...years]}
            style={{ flex: 1 }}
          />
          <NativeSelect
            label={t("col.people")}
            value={remainder > 0 ? String(chosenCount) : ""}
            onChange={(e) => setCount(Number(e.currentTarget.value))}
            data={counts.map((n) => ({ value: String(n), label: peopleWord(n) }))}
            disabled={remainder === 0}
            w={90}
          />
          <Button
            variant="light"
            disabled={remainder === 0 || !year}
            onClick={() => {
              setAges(putAge(ages, { age: year, num: chosenCount }));
              setYear("");
              setCount(1);
            }}
          >
            {t("age.add")}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" data-testid="age-remainder">
          {t("age.remaining", { count: remainder })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={write.pending ? write.cancel : onClose}>
            {common("cancel")}
          </Button>
          <Button onClick={save} loading={write.pending} disabled={nothingToSave}>
            {common("save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
