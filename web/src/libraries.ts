import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { legacy_createStore } from 'redux';

/**
 * The libraries the app starts with. The entry loads this first so that they are evaluated in a
 * task of their own, before the app's modules (boot.tsx imports them too; each is fetched and
 * evaluated once): two shorter tasks on the main thread instead of one long one.
 */
export const libraries = [createRoot, hydrateRoot, Provider, BrowserRouter, legacy_createStore];
