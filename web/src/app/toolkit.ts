import { combineSlices, createListenerMiddleware, createSlice } from '@reduxjs/toolkit';

/**
 * Redux Toolkit's core (with immer and reselect), requested just ahead of the API chunk that
 * builds on it: it is smaller and arrives first, so the two are evaluated in separate, shorter
 * tasks (see load-api.ts).
 */
export const toolkit = [combineSlices, createListenerMiddleware, createSlice];
