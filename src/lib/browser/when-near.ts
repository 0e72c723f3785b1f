/**
 * Browser: work that waits until what it serves comes near the screen (half a screen away), started
 * by the shell's one script: what a visitor has not scrolled to yet costs the page nothing before.
 */

/** Runs `run` once, when any of `targets` comes within half a screen of the screen. */
export function whenNear(targets: Iterable<Element>, run: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: '50%' },
  );
  for (const target of targets) observer.observe(target);
}

/**
 * Code in a `<template data-when-near="selector">` (a component's bundled script rendered inside
 * it, inert there) is put into the page when an element the selector finds comes near the screen.
 */
export function loadTemplatesWhenNear(): void {
  for (const code of document.querySelectorAll<HTMLTemplateElement>('template[data-when-near]'))
    whenNear(document.querySelectorAll(code.dataset.whenNear!), () => {
      document.head.append(code.content.cloneNode(true));
      code.remove();
    });
}
