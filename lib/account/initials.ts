/** Up to two initials of a name for an avatar without a photo (`?` for an empty name). */
export function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => [...part][0]!.toUpperCase())
      .join('') || '?'
  );
}
