/** Same characters the rich-text renderer escapes in text, for the HTML we write ourselves. */
export const escapeHtml = (value: string) =>
  value.replace(/["'&<>]/g, (ch) => ({ '"': '&quot;', "'": '&#39;', '&': '&amp;', '<': '&lt;', '>': '&gt;' })[ch]!);
