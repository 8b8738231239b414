/** A list of rows without bullets or indent. */
export const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;
