/**
 * The stats band's count (spec document 1 §4, §9): the value shown at each of the animation's
 * steps, from 0 up to the target, whole numbers only, reaching the target exactly on the last step.
 */
export function countUpValue(target: number, step: number, steps: number): number {
  if (steps <= 0 || step >= steps) return target;
  if (step <= 0) return 0;
  return Math.floor((target * step) / steps);
}
