import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** `socket.isConnected` and `socket.connection.readyState` (spec §3, §4). */
export interface SocketState {
  isConnected: boolean;
  connection: { readyState: number };
  /** Set when reconnect attempts ran out; the layout offers a reload. */
  reconnectError: boolean;
}

const initialState: SocketState = { isConnected: false, connection: { readyState: 3 }, reconnectError: false };

export const socketSlice = createSlice({
  name: 'socket',
  initialState,
  reducers: {
    socketChanged: (s, a: PayloadAction<{ isConnected: boolean; readyState: number }>) => {
      s.isConnected = a.payload.isConnected;
      s.connection.readyState = a.payload.readyState;
      if (a.payload.isConnected) s.reconnectError = false;
    },
    reconnectFailed: (s) => { s.reconnectError = true; },
  },
});

export const { socketChanged, reconnectFailed } = socketSlice.actions;
