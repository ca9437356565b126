/**
 * Where stored assets are reached: the API serves a public asset's key under `/assets/`
 * (artwork, photo previews, thumbnails, style previews). The one place a key becomes a path or
 * a URL, for the services, the BFF and the test fakes.
 */
export const ASSET_PATH_PREFIX = '/assets/';

/** The API path of a stored asset: `/assets/<key>`. */
export const assetPath = (key: string): string => `${ASSET_PATH_PREFIX}${key}`;

/**
 * The public URL of a stored asset on the API's origin. The origin comes from config, which
 * drops a trailing slash when it is parsed (`PUBLIC_API_URL`).
 */
export const assetUrl = (publicApiUrl: string, key: string): string => `${publicApiUrl}${assetPath(key)}`;
