/** The public URL of a stored asset: the API serves `/assets/<key>` (artwork, photo previews, thumbnails). */
export function assetUrl(publicApiUrl: string, key: string) {
  return `${publicApiUrl.replace(/\/$/, '')}/assets/${key}`;
}
