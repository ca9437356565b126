import { QueryFailedError } from 'typeorm';
import { isUniqueViolation } from './unique-violation.js';

/** What node-postgres throws for a duplicate key: a plain Error with PostgreSQL's fields. */
function pgError(code: string, constraint?: string): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint'), { code, constraint });
}

describe('isUniqueViolation', () => {
  it("when TypeORM wraps the driver's duplicate-key error, then it is a unique violation", () => {
    const err = new QueryFailedError('INSERT …', [], pgError('23505', 'users_email_live'));
    expect(isUniqueViolation(err)).toBe(true);
  });

  it('when only the original driver error carries the code, then it is still recognised', () => {
    expect(isUniqueViolation({ driverError: pgError('23505', 'coupons_code_key') })).toBe(true);
  });

  it('when the code is another SQLSTATE (a foreign key, a check), then it is not', () => {
    expect(isUniqueViolation(pgError('23503'))).toBe(false);
    expect(isUniqueViolation(pgError('23514'))).toBe(false);
  });

  it('when the thrown value is not an object, then it is not', () => {
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('when a constraint is named, then only a violation of that index counts', () => {
    const err = pgError('23505', 'users_email_live');
    expect(isUniqueViolation(err, 'users_email_live')).toBe(true);
    expect(isUniqueViolation(err, 'users_account_key')).toBe(false);
    expect(isUniqueViolation({ driverError: err }, 'users_email_live')).toBe(true);
  });
});
