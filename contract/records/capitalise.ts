/** A name as the product shows it: first letter capitalised. */
export function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
