import { EntitySchema } from 'typeorm';

/** One issued token; `revoked_at` set means it is on the denylist. */
export interface SessionRow {
  jti: string;
  user_id: number;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

export const SessionEntity = new EntitySchema<SessionRow>({
  name: 'Session',
  tableName: 'sessions',
  columns: {
    jti: { type: 'uuid', primary: true },
    user_id: { type: 'int' },
    created_at: { type: 'timestamptz', createDate: true },
    expires_at: { type: 'timestamptz' },
    revoked_at: { type: 'timestamptz', nullable: true },
    ip: { type: 'text', nullable: true },
    user_agent: { type: 'text', nullable: true },
  },
});
