/** HTML rendered once a build, by name (src/components/common/RenderedOnce.astro). */
const rendered = new Map<string, Promise<string>>();

/**
 * The HTML `render` gives for `name`, the first time it is asked for; the same HTML after that
 * (pages render several at once: the second asks while the first renders, and waits for it).
 * Not kept in `astro dev`, where an edited component must show.
 */
export function renderedOnce(name: string, render: () => Promise<string>): Promise<string> {
  if (import.meta.env.DEV) return render();
  let html = rendered.get(name);
  if (html === undefined) rendered.set(name, (html = render()));
  return html;
}
