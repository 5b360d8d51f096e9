// The shared form: the contract's schema validates on submit, submit receives the parsed output,
// and the server's field errors land on their fields.
import { TextInput } from "@mantine/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { renderWithProviders } from "../test/render";
import { ApiError } from "./api-client";
import { FormShell, showServerErrors, useSchemaForm } from "./form";

const schema = z.object({
  name: z.string().trim().min(1, { error: "名前を入力してください" }),
  seats: z.coerce.number<string | number>().int().min(1, { error: "1以上で入力してください" }),
});

function Probe({ refuse }: { refuse?: ApiError }) {
  const form = useSchemaForm(schema, { name: "", seats: "" });
  const [submitted, setSubmitted] = useState<unknown>(null);
  const [error, setError] = useState<Error | null>(null);
  const onSubmit = form.onSubmit((parsed) => {
    if (refuse) {
      setError(refuse);
      showServerErrors(form)(refuse);
    } else setSubmitted(parsed);
  });
  return (
    <FormShell onSubmit={onSubmit} error={error} pending={false} onCancel={() => {}}>
      <TextInput label="名前" {...form.getInputProps("name")} />
      <TextInput label="席数" {...form.getInputProps("seats")} />
      <output data-testid="submitted">{JSON.stringify(submitted)}</output>
    </FormShell>
  );
}

describe("useSchemaForm + FormShell", { timeout: 20_000 }, () => {
  it("shows the schema's messages on their fields and submits nothing", async () => {
    renderWithProviders(<Probe />);
    await userEvent.click(await screen.findByRole("button", { name: "保存" }));
    expect(await screen.findByText("名前を入力してください")).toBeInTheDocument();
    expect(screen.getByText("1以上で入力してください")).toBeInTheDocument();
    expect(screen.getByTestId("submitted")).toHaveTextContent("null");
  });

  it("submits the schema's parsed output (trimmed, coerced)", async () => {
    renderWithProviders(<Probe />);
    await userEvent.type(await screen.findByLabelText("名前"), "  渋谷  ");
    await userEvent.type(screen.getByLabelText("席数"), "12");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(screen.getByTestId("submitted")).toHaveTextContent('{"name":"渋谷","seats":12}'),
    );
  });

  it("puts the server's field errors on their fields and its message in the alert", async () => {
    const refusal = new ApiError(409, "conflict", "この名前は既に使われています", {
      name: "この名前は既に使われています（サーバー）",
    });
    renderWithProviders(<Probe refuse={refusal} />);
    await userEvent.type(await screen.findByLabelText("名前"), "渋谷");
    await userEvent.type(screen.getByLabelText("席数"), "3");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("この名前は既に使われています（サーバー）")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("この名前は既に使われています");
  });
});
