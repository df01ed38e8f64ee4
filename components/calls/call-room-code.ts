/**
 * The in-room code (livekit-client and the LiveKit components): never with a page's first load
 * (docs/architecture.md §8), fetched on join or ahead of it when a join is likely (hover or focus on
 * "Join a call", an invitation arriving, a call being placed).
 */
export const loadRoomCode = () => import('./connect-call-room');

export function preloadCallRoom() {
  void loadRoomCode();
  void import('./in-room-pane');
}
