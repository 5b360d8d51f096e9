// The examples /docs shows are calls the contracts accept and answers they describe: each request
// parses with its contract's body schema and each answer with its response schema.
import { describe, expect, it } from "vitest";
import { taxIncluded } from "../shared/money";
import { API_EXAMPLES } from "./examples";
import { API_CONTRACTS } from "./registry";

const examples = Object.entries(API_EXAMPLES).flatMap(([feature, calls]) =>
  Object.entries(calls).map(([name, example]) => ({
    name: `${feature}.${name}`,
    contract: API_CONTRACTS[feature]?.[name],
    example,
  })),
);

describe("the examples in /docs", () => {
  it("cover the money calls", () => {
    expect(examples.map((e) => e.name)).toEqual(
      expect.arrayContaining([
        "accounting.settle",
        "accounting.update",
        "priceTables.show",
        "priceTables.update",
      ]),
    );
  });

  it.each(examples)("$name: names a contract and passes its schemas", ({ contract, example }) => {
    expect(contract).toBeDefined();
    expect(example).toBeDefined();
    if (!contract || !example) return;
    if (example.request !== undefined) {
      expect(contract.body).toBeDefined();
      const parsed = contract.body?.safeParse(example.request);
      expect(parsed?.error).toBeUndefined();
    }
    if (example.response !== undefined) {
      const parsed = contract.response?.safeParse(example.response);
      expect(parsed?.error).toBeUndefined();
    }
    expect(example.request ?? example.response).toBeDefined();
  });

  it("settle: the amounts add up as the money core computes them", () => {
    const settle = API_EXAMPLES.accounting?.settle;
    const logs = API_CONTRACTS.accounting?.settle?.response?.parse(settle?.response) as {
      accounting_logs: {
        total_price: number;
        discount: number;
        consumption_tax: number;
        tax_discount: number;
        groups_total_price: number;
        cash: number;
        cash_tendered: number;
        change: number;
        credit: number;
        e_money: number;
      }[];
    };
    const [first] = logs.accounting_logs;
    if (!first) throw new Error("no rows");
    const subtotal = logs.accounting_logs.reduce((sum, row) => sum + row.total_price, 0);
    expect(subtotal - first.discount).toBe(first.groups_total_price);
    expect(first.cash + first.credit + first.e_money).toBe(first.groups_total_price);
    expect(first.cash_tendered - first.cash).toBe(first.change);
    expect(first.consumption_tax).toBe(taxIncluded(first.groups_total_price));
    expect(first.tax_discount).toBe(taxIncluded(first.discount));
  });
});
