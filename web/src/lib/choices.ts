/** The selection with `option` switched, in the option list's order whatever the click order. */
export const toggleChoice = <T extends string>(
  options: readonly T[],
  selected: readonly T[],
  option: T,
): T[] => options.filter((o) => (o === option ? !selected.includes(o) : selected.includes(o)));

/** "3 selected", or the hint while nothing is chosen. */
export const selectionSummary = (count: number, hint: string) =>
  count === 0 ? hint : `${count} selected`;
