/** Lower case, accents and Markdown marks removed, so 'IDS', 'ids' and '**IDS**' read alike (learning-centre searches). */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[*`#_[\]()]/g, ' ')
    .toLowerCase();
}
