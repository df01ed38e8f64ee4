import { cn } from '@/lib/utils';
import { ParticipantTile, type CallTile } from './participant-tile';

/** Columns that keep tiles large: one alone, two side by side, then three or four across on wide screens. */
function columnsFor(count: number): string {
  if (count <= 1) return 'grid-cols-1';
  if (count <= 4) return 'grid-cols-1 sm:grid-cols-2';
  if (count <= 9) return 'grid-cols-2 md:grid-cols-3';
  return 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4';
}

/**
 * The call's tiles in a responsive grid. It only renders what it is given, so tests can feed it the
 * tiles of a room filled by livekit-client's `room.simulateParticipants`.
 */
export function ParticipantGrid({ tiles, label }: { tiles: CallTile[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className={cn('grid gap-3', columnsFor(tiles.length), tiles.length === 1 && 'mx-auto w-full max-w-4xl')}
    >
      {tiles.map((tile) => (
        <li key={tile.id}>
          <ParticipantTile tile={tile} />
        </li>
      ))}
    </ul>
  );
}
