/** docs/product.md §4: the states of a realtime connection. */
export type ConnectionState = 'not connected' | 'connecting' | 'connected' | 'disconnected';

export interface ConnectionStatus {
  state: ConnectionState;
  room: string | null;
}
