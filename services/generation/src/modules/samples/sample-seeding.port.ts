/** Whose the sample cards are: the administrator's account, as identity announced it. */
export interface SampleOwner {
  accountId: number;
  userId: number;
}

/**
 * The sample cards' making, which writes cards and their options in one transaction: a port of
 * this module, filled in app.ts by the flow `flows/sample-cards.ts`.
 */
export interface SampleSeeding {
  /** Whether any sample card exists (they are made once). */
  exist(): Promise<boolean>;
  /** Makes the sample cards for the owner unless they exist; how many were made. */
  seed(owner: SampleOwner): Promise<number>;
}
