/** `socket.isConnected` and `socket.connection.readyState` (client state, docs/product.md). The slice is socket.slice.ts. */
export interface SocketState {
  isConnected: boolean;
  connection: { readyState: number };
  /** Set when reconnect attempts ran out; the layout offers a reload. */
  reconnectError: boolean;
}

export const closedSocket: SocketState = { isConnected: false, connection: { readyState: 3 }, reconnectError: false };
