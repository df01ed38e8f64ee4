/*
 * Moves on a board's order, shared by the client (optimistic update) and the server (the positions
 * it stores): the same function decides where a card or column lands on both sides.
 */

interface Column<Card extends { id: string }> {
  id: string;
  cards: Card[];
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/** The columns with the card taken out of its column and put at `toIndex` of `toColumnId` (clamped); null when either is unknown. */
export function moveCardIn<Card extends { id: string }, C extends Column<Card>>(
  columns: readonly C[],
  cardId: string,
  toColumnId: string,
  toIndex: number,
): C[] | null {
  const from = columns.find((column) => column.cards.some((card) => card.id === cardId));
  if (!from || !columns.some((column) => column.id === toColumnId)) return null;
  const card = from.cards.find((candidate) => candidate.id === cardId)!;
  return columns.map((column) => {
    const cards = column.cards.filter((candidate) => candidate.id !== cardId);
    if (column.id !== toColumnId) return column.id === from.id ? { ...column, cards } : column;
    cards.splice(clamp(toIndex, cards.length), 0, card);
    return { ...column, cards };
  });
}

/** The list with the item at `toIndex` (clamped); null when the id is unknown. */
export function moveItemIn<Item extends { id: string }>(
  items: readonly Item[],
  id: string,
  toIndex: number,
): Item[] | null {
  const from = items.findIndex((item) => item.id === id);
  if (from < 0) return null;
  const rest = items.filter((item) => item.id !== id);
  rest.splice(clamp(toIndex, rest.length), 0, items[from]!);
  return rest;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/** Where a card's "Move left/right/up/down" sends it: a column and an index there, or null at an edge. */
export function stepOf(
  columns: readonly Column<{ id: string }>[],
  cardId: string,
  direction: Direction,
): { columnId: string; index: number } | null {
  const columnIndex = columns.findIndex((column) => column.cards.some((card) => card.id === cardId));
  if (columnIndex < 0) return null;
  const column = columns[columnIndex]!;
  const index = column.cards.findIndex((card) => card.id === cardId);
  if (direction === 'up') return index > 0 ? { columnId: column.id, index: index - 1 } : null;
  if (direction === 'down')
    return index < column.cards.length - 1 ? { columnId: column.id, index: index + 1 } : null;
  const target = columns[columnIndex + (direction === 'right' ? 1 : -1)];
  return target ? { columnId: target.id, index: Math.min(index, target.cards.length) } : null;
}
