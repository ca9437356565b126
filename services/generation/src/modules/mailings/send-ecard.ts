/** Sends one e-card of an order (the instances module's `sendToRecipient`); throws an AppError when refused. */
export type SendEcard = (userId: number, instanceId: number, to: { email: string; name: string; salutation: string }) => Promise<void>;
