/**
 * Structured data for `<script type="application/ld+json">`. `<` is escaped so a title holding
 * `</script>` cannot end the script element.
 */
export const jsonLd = (data: Record<string, unknown>) =>
  JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
