/**
 * Fills the `{name}` places of a dictionary string (src/i18n/en.ts): each language puts them where
 * its word order wants them. Plain text, so the strings can cross into islands as props.
 */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (place, name: string) => String(values[name] ?? place));

/**
 * The template cut at its places: text, then the place's name, alternately (`'{a} of {b}'` →
 * `['', 'a', ' of ', 'b', '']`), for markup that wraps a filled-in value in an element.
 */
export const templateParts = (template: string) => template.split(/\{(\w+)\}/);
