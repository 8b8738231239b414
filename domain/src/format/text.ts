/** Fills a language-pack message's {0}, {1}… placeholders. */
export function fillMessage(template: string, params: readonly (string | number)[] = []): string {
  return template.replace(/\{(\d+)\}/g, (whole, i: string) => {
    const value = params[Number(i)];
    return value === undefined ? whole : String(value);
  });
}
