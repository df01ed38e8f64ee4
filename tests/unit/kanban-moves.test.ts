import { describe, expect, it } from 'vitest';
import { moveCardIn, moveItemIn, stepOf } from '@/lib/kanban/board-moves';

const board = () => [
  { id: 'todo', cards: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] },
  { id: 'doing', cards: [{ id: 'd' }] },
  { id: 'done', cards: [] },
];
const ids = (columns: ReturnType<typeof board> | null) =>
  columns &&
  Object.fromEntries(columns.map((column) => [column.id, column.cards.map((card) => card.id).join('')]));

describe('kanban moves (the order the client shows and the server stores)', () => {
  it('move a card within its column, the index counted without the card', () => {
    expect(ids(moveCardIn(board(), 'a', 'todo', 2))).toEqual({ todo: 'bca', doing: 'd', done: '' });
    expect(ids(moveCardIn(board(), 'c', 'todo', 0))).toEqual({ todo: 'cab', doing: 'd', done: '' });
  });

  it('move a card to another column, clamping the index', () => {
    expect(ids(moveCardIn(board(), 'b', 'doing', 0))).toEqual({ todo: 'ac', doing: 'bd', done: '' });
    expect(ids(moveCardIn(board(), 'b', 'done', 40))).toEqual({ todo: 'ac', doing: 'd', done: 'b' });
    expect(ids(moveCardIn(board(), 'b', 'doing', -3))).toEqual({ todo: 'ac', doing: 'bd', done: '' });
  });

  it('answer null for an unknown card or column', () => {
    expect(moveCardIn(board(), 'x', 'doing', 0)).toBeNull();
    expect(moveCardIn(board(), 'a', 'elsewhere', 0)).toBeNull();
    expect(moveItemIn(board(), 'elsewhere', 0)).toBeNull();
  });

  it('reorder columns', () => {
    expect(moveItemIn(board(), 'done', 0)!.map((column) => column.id)).toEqual(['done', 'todo', 'doing']);
  });

  it('step a card left, right, up and down, and not past an edge', () => {
    expect(stepOf(board(), 'b', 'right')).toEqual({ columnId: 'doing', index: 1 });
    expect(stepOf(board(), 'd', 'left')).toEqual({ columnId: 'todo', index: 0 });
    expect(stepOf(board(), 'b', 'up')).toEqual({ columnId: 'todo', index: 0 });
    expect(stepOf(board(), 'b', 'down')).toEqual({ columnId: 'todo', index: 2 });
    expect(stepOf(board(), 'a', 'left')).toBeNull();
    expect(stepOf(board(), 'a', 'up')).toBeNull();
    expect(stepOf(board(), 'c', 'down')).toBeNull();
  });
});
