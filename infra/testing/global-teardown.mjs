// Stops what global-setup.mjs started (once, however many projects named it). Jest runs both in
// its main process, so they share globalThis.
export default async function globalTeardown() {
  const servers = globalThis.cardsTestServers;
  globalThis.cardsTestServers = undefined;
  await servers?.stop();
}
