/** Plain text as one paragraph of stored HTML (notes), escaped by the browser's own serializer. */
export function textAsHtml(text: string): string {
  const paragraph = document.createElement('p');
  paragraph.textContent = text;
  return paragraph.outerHTML;
}
