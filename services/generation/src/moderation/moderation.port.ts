/** What a moderator found in one text: whether it may be printed, and why not. */
export interface ModerationResult {
  flagged: boolean;
  /** The moderator's categories for a flagged text ("harassment", "profanity"…), for the logs. */
  categories: string[];
}

/**
 * Checks texts before anything is printed or mailed: what people type (names, notes, their
 * own words) and what the writers generate. Implementations: `OpenAiModerator` (OpenAI's
 * moderation endpoint, when a key is configured) and `WordListModerator` (a maintained
 * profanity list, offline). Results come back in the order of the texts given.
 */
export interface Moderator {
  readonly name: string;
  check(texts: readonly string[], signal?: AbortSignal): Promise<ModerationResult[]>;
}
