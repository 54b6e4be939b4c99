export interface GreetingWords {
  morning: string;
  afternoon: string;
  evening: string;
}

/**
 * The tutor's greeting for an hour of the day, exactly as the product words it: above 5
 * and below 12 is morning, above 12 and below 15 afternoon, every other hour evening.
 * Self-contained because the shell inlines its source.
 */
export function greetingFor(hour: number, words: GreetingWords): string {
  if (hour > 5 && hour < 12) return words.morning;
  if (hour > 12 && hour < 15) return words.afternoon;
  return words.evening;
}

/** A name as the product shows it: first letter capitalised. Self-contained for inlining. */
export function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
