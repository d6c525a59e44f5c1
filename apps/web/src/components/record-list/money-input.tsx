import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A dollar amount: "$" prefix, thousands commas, cents. */
export function MoneyInput(props: NumberInputProps) {
  return <NumberInput prefix="$" thousandSeparator="," decimalScale={2} {...props} />;
}
