import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SocketState } from './socket.state';

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
    reconnectFailed: (s) => {
      s.reconnectError = true;
    },
  },
});

export const { socketChanged, reconnectFailed } = socketSlice.actions;
