/** How many of an Axie's six parts: 0 to 6. */
export const PARTS = [0, 1, 2, 3, 4, 5, 6];

/** '≥ n' variant choices are the lists [n..6]; a link may bring another list, shown as it is. */
export const atLeast = (n: number) => PARTS.filter((x) => x >= n);
