import type { Config } from '@cards/kit';

/** What the REST helpers need of a running platform or service under test: where the BFF listens, and the config (mail folder, admin). */
export interface RestTarget {
  /** `http://127.0.0.1:<port>` of the BFF. */
  baseUrl: string;
  config: Config;
}
