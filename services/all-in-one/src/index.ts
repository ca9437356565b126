export { startPlatform, type Platform } from './platform.js';
export { createWebServer } from './web-server.js';
